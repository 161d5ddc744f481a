import type { ReactNode } from 'react';
import { TextProvider } from '../../ui/components/text';
import type { ModelContext } from './models/context';

/** Every view renders inside the request's interface strings. */
export function withText(ctx: ModelContext, view: ReactNode): ReactNode {
  return <TextProvider t={ctx.t}>{view}</TextProvider>;
}
