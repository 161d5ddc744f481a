import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import type { RouteMatch } from '../../core/routes/types';
import type { MeasurementsModel } from '../../ui/components/models';
import { DetailView } from '../../ui/views/DetailView';
import { type ContentService, contentFor } from '../content';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import { renderPage } from '../render/render-page';
import { lookUpEntry } from './entry-lookup';
import { withText } from './page-text';
import { contributions, embeds, hasContributions, nearby } from './secondary';
import { contactModel, contactRef } from './shape/contact';
import { elementByRole } from '../../core/entry/elements';
import { type Geometry, geoFeatures } from '../../core/entry/geo';
import { unitSystemFor } from '../../core/format/units';
import { entryExcerpt, entryImage } from './shape/card';
import { type ShapeContext, shapeContext } from './shape/context';
import { detailEntryModel, entryModelFor } from './shape/detail';
import { measurementsModel } from './shape/measurements';

async function contactOf(content: ContentService, entry: Entry, ctx: ShapeContext) {
  const ref = contactRef(entry, ctx.config.ids);
  if (!ref) return undefined;
  const contact = 'contact' in ref ? ref.contact : await content.contact(ref.id).catch(() => null);
  return contact ? contactModel(contact) : undefined;
}

/** The first path geometry of the route element: what the geo API measures. */
function routeGeometry(entry: Entry, ctx: ShapeContext): Geometry | undefined {
  return geoFeatures(elementByRole(entry, ctx.config.ids, 'route')).find((feature) => feature.properties.kind === 'path')?.geometry;
}

async function measurementsOf(content: ContentService, entry: Entry, ctx: ShapeContext): Promise<MeasurementsModel | undefined> {
  const geometry = routeGeometry(entry, ctx);
  if (!geometry) return undefined;
  try {
    const result = await content.measurements(geometry);
    return result ? measurementsModel(result, unitSystemFor(ctx.locale, ctx.config.map.units)) : undefined;
  } catch (error) {
    log('warn', 'page.measurements_failed', { entry: entry.id, message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

export async function detailPage(c: Context<AppEnv>, match: RouteMatch): Promise<Response> {
  const ctx = shapeContext(c);
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') return c.redirect(found.location, 301);
  const { entry } = found;
  const content = contentFor(c);
  const model = detailEntryModel(entry, ctx);
  const switches = entryModelFor(entry, ctx).switches;
  // Trails measure their route; any other entry only when its measurements switch is on.
  if (model.type.id === 'trail' && routeGeometry(entry, ctx)) model.switches.measurements = true;
  const [contact, measurements] = await Promise.all([contactOf(content, entry, ctx), model.switches.measurements ? measurementsOf(content, entry, ctx) : undefined]);
  if (contact) model.contact = contact;
  const image = entryImage(entry, ctx, true);
  return renderPage(c, {
    head: {
      title: entry.title,
      description: entryExcerpt(entry, ctx).slice(0, 300),
      ogType: match.route.meta.entryId ? 'website' : 'article',
      ...(image.placeholder ? {} : { image: image.url }),
    },
    body: withText(
      ctx,
      <DetailView
        entry={model}
        {...(measurements ? { measurements } : {})}
        {...(hasContributions(entry, ctx) ? { contributions: contributions(content, entry, ctx) } : {})}
        {...(switches.nearby && model.point ? { nearby: nearby(content, entry, model.point, ctx) } : {})}
        {...(switches.embeds ? { embeds: embeds(content, entry, ctx) } : {})}
      />,
    ),
  });
}

