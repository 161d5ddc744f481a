import type { ReactNode } from 'react';
import { TextProvider } from '../../ui/components/text';
import type { ShapeContext } from './shape/context';

/** Every view renders inside the request's interface strings. */
export function withText(ctx: ShapeContext, view: ReactNode): ReactNode {
  return <TextProvider t={ctx.t}>{view}</TextProvider>;
}
