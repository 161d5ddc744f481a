import type { Entry } from '../../../core/content-shapes';
import type { Route } from '../../../core/routes';
import type { ModelContext } from '../../pages/models/context';
import { entryModelFor } from '../../pages/models/detail';
import { entryPath } from '../../pages/models/card';
import { absoluteUrl } from '../../render/head-model';
import { breadcrumbs } from './breadcrumbs';
import { entryEntity } from './entity';
import type { StructuredData } from './serialize';

export type { StructuredData } from './serialize';
export { serializeJsonLd } from './serialize';

export interface DetailDataInput {
  entry: Entry;
  ctx: ModelContext;
  route: Route;
  origin: string;
  /** The page's canonical URL. */
  url: string;
  description: string;
  image?: string;
  stops?: readonly Entry[];
}

const CONTEXT = 'https://schema.org';

/** A detail page's JSON-LD: the entry as its schema.org type, and the breadcrumb trail to it. */
export function detailStructuredData(input: DetailDataInput): StructuredData[] {
  const { entry, ctx, origin, url } = input;
  const entity = entryEntity({
    entry,
    model: entryModelFor(entry, ctx),
    ctx,
    url,
    origin,
    description: input.description,
    ...(input.image ? { image: absoluteUrl(origin, input.image) } : {}),
    stops: (input.stops ?? []).map((stop) => ({ entry: stop, model: entryModelFor(stop, ctx), url: absoluteUrl(origin, entryPath(ctx, stop)) })),
  });
  const trail = breadcrumbs({ config: ctx.config, table: ctx.table, locale: ctx.locale, origin, entry, route: input.route, url });
  return [
    ...(entity ? [{ '@context': CONTEXT, ...entity } as StructuredData] : []),
    ...(trail ? [{ '@context': CONTEXT, ...trail } as StructuredData] : []),
  ];
}
