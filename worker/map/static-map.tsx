import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import type { Entry } from '../../core/content-shapes';
import { unitSystemFor } from '../../core/format/units';
import { SPRITE_ICONS } from '../../core/map/static/sprite-icons';
import { MAP_ROUTE } from '../../core/map/map-types';
import type { PictureFeature } from '../../core/map/static/picture-features';
import { MAP_LAYOUTS, type MapLayout, NARROW_SIZES, type PictureFrame, STATIC_MAP_SIZES } from '../../core/map/static/sizes';
import { staticMapCamera, staticMapScene } from '../../core/map/static/static-map';
import { type Route, type RouteMatch, staticMapPath } from '../../core/routes';
import { StaticMapSvg } from '../../ui/components/StaticMapSvg';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';
import { indexEntryPages } from '../feeds/index-entries';
import { lookUpEntry } from '../pages/entry-lookup';
import { modelContext } from '../pages/models/context';
import { entryMapZoom } from '../pages/models/detail';
import { entryDownloadFeatures } from '../pages/models/download-features';
import { cacheControl, varyHeader } from '../render/page-cache';
import { memo } from '../memo';
import { mapPageFeatures } from './map-page-features';
import { keptParse } from './kept-parses';
import { drawOnBasemap } from './static-map-tiles';

/** A picture's size limit when drawn from a tile service's style (the built-in one stays far below). */
const SERVICE_SVG_BYTES = 250_000;

// GET {page path}/map.svg: the page's static map (docs/decisions/031-static-maps.md), the picture its
// map section shows before the interactive map starts, without JavaScript and in print. Matched as
// its page (core/routes/page-files.ts) and mounted behind the page cache, so it is stored under
// the page's request hash and purge generations like the page itself.

/** An SVG shown through <img> runs nothing; opened on its own it may not either. */
const STATIC_MAP_CSP = "default-src 'none'; script-src 'none'; sandbox";

const CATEGORY = /^[\w.-]{1,64}$/;

/**
 * The schema of a picture's query on a route (its orders decide one field), made once per route of the
 * site's kept route table: made per picture, it cost each half a millisecond. Parsing leaves a schema
 * as it was.
 */
const pictureQuerySchema = memo((route: Route) => {
  const orders = (route.meta.orders ?? []).map((order) => order.value);
  return z.object({
    layout: z.enum(MAP_LAYOUTS).optional(),
    frame: z.literal('narrow').optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')
      .optional(),
    order: z
      .string()
      .refine((value) => orders.includes(value), `must be one of: ${orders.join(', ') || '(none)'}`)
      .optional(),
    category: z.array(z.string().regex(CATEGORY, 'must be category ids (letters, digits, . _ -)')).max(20).optional(),
    text: z.string().max(200).optional(),
  });
});

/**
 * The query a picture reads: the page's own filters (index pages), its layout, and its frame (the
 * layout's own, or `narrow`: the one it has for a phone's screen). Strict: an image URL is ours.
 */
function pictureQuery(search: URLSearchParams, match: RouteMatch) {
  const schema = pictureQuerySchema(match.route);
  const raw = {
    layout: search.get('layout') ?? undefined,
    frame: search.get('frame') ?? undefined,
    page: search.get('page') ?? undefined,
    order: search.get('order') ?? undefined,
    category: search.has('category') ? search.getAll('category').flatMap((value) => value.split(',')) : undefined,
    text: search.get('text') ?? undefined,
  };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'query');
    throw new InvalidInput(field, `${field}: ${issue.message}`);
  }
  return parsed.data;
}

/** What one page's picture shows. */
export interface PagePicture {
  layout: MapLayout;
  view: 'site' | 'features';
  entryZoom?: number;
  features: readonly PictureFeature[];
}

type Found = { kind: 'picture'; picture: PagePicture } | { kind: 'redirect'; location: string };

async function collect(pages: AsyncGenerator<Entry[]>, toFeatures: (entry: Entry) => PictureFeature[]) {
  const features: PictureFeature[] = [];
  for await (const entries of pages) for (const entry of entries) features.push(...toFeatures(entry));
  return features;
}

async function pagePicture(c: Context<AppEnv>, match: RouteMatch, search: URLSearchParams, query: ReturnType<typeof pictureQuery>): Promise<Found> {
  const ctx = modelContext(c);
  const toFeatures = (entry: Entry) => entryDownloadFeatures(entry, ctx);
  if (match.route.name === MAP_ROUTE) {
    return { kind: 'picture', picture: { layout: query.layout ?? 'page', view: 'site', features: await mapPageFeatures(c) } };
  }
  if (match.route.view === 'index') {
    const tabs = match.route.meta.tabs ?? [];
    if (!tabs.some((tab) => tab === 'map' || tab === 'initial')) throw new NotFound('map');
    return { kind: 'picture', picture: { layout: query.layout ?? 'index', view: 'site', features: await collect(indexEntryPages(c, match, search), toFeatures) } };
  }
  if (match.route.view !== 'detail') throw new NotFound('map');
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') {
    const [path, rest] = found.location.split('?', 2) as [string, string | undefined];
    return { kind: 'redirect', location: `${path.replace(/\/+$/, '')}/map.svg${rest ? `?${rest}` : ''}` };
  }
  const picture = entryPicture(c, found.entry, query.layout ?? 'entry');
  if (!picture) throw new NotFound('map');
  return { kind: 'picture', picture };
}

/** The picture of one entry's features (its page's map, its share card's panel); none without features. */
export function entryPicture(c: Context<AppEnv>, entry: Entry, layout: MapLayout = 'entry'): PagePicture | undefined {
  const ctx = modelContext(c);
  const features = entryDownloadFeatures(entry, ctx);
  if (features.length === 0) return undefined;
  const zoom = entryMapZoom(entry, ctx);
  return { layout, view: 'features', ...(zoom !== undefined ? { entryZoom: zoom } : {}), features };
}

/**
 * The static map of a page's picture as an SVG document, at the size of its layout (or `size`), with
 * the credits it shows: the call share cards make with the same picture the page shows.
 */
export async function staticMapSvg(c: Context<AppEnv>, picture: PagePicture, size = STATIC_MAP_SIZES[picture.layout]): Promise<{ svg: string; attribution: string }> {
  const { config } = c.var.site;
  const camera = staticMapCamera({ view: picture.view, ...(picture.entryZoom !== undefined ? { entryZoom: picture.entryZoom } : {}), ...size }, config.map, picture.features);
  return drawOnBasemap(c, camera, (basemap) => {
    const scene = staticMapScene({
      camera,
      settings: config.map,
      layers: basemap.layers,
      icons: SPRITE_ICONS,
      tiles: basemap.tiles,
      features: picture.features,
      highlight: picture.view === 'features' ? 'feature' : 'entry',
      units: unitSystemFor(c.var.locale, config.map.units),
      locale: c.var.locale,
      attribution: basemap.attribution,
      once: keptParse,
    });
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<StaticMapSvg scene={scene} controlBand={size.control} />)}`;
    // A service's style can draw far more than the built-in one: past the picture's size it gives way.
    if (basemap.service && svg.length > SERVICE_SVG_BYTES) throw new Error(`picture of ${svg.length} bytes: over ${SERVICE_SVG_BYTES}`);
    return { svg, attribution: basemap.attribution };
  });
}

/** The picture of the request's page (its route and query) with the frame it is drawn in, or a redirect to its canonical address. */
async function requestedPicture(c: Context<AppEnv>): Promise<Extract<Found, { kind: 'redirect' }> | { kind: 'picture'; picture: PagePicture; size: PictureFrame }> {
  const match = c.var.route;
  if (!match) throw new NotFound(new URL(c.req.url).pathname);
  const search = new URL(c.req.url).searchParams;
  const query = pictureQuery(search, match);
  const found = await pagePicture(c, match, search, query);
  if (found.kind === 'redirect') return found;
  const { layout } = found.picture;
  const size = query.frame ? NARROW_SIZES[layout] : STATIC_MAP_SIZES[layout];
  if (!size) throw new InvalidInput('frame', `frame: the ${layout} layout has no narrow frame (only ${Object.keys(NARROW_SIZES).join(', ')})`);
  return { ...found, size };
}

/** Mount with `app.get('*', staticMaps)` behind the page cache, before the page handler. */
export const staticMaps = createMiddleware<AppEnv>(async (c, next) => {
  if (!staticMapPath(new URL(c.req.url).pathname)) return next();
  const found = await requestedPicture(c);
  if (found.kind === 'redirect') return c.redirect(found.location, 301);
  const { svg } = await staticMapSvg(c, found.picture, found.size);
  const { config } = c.var.site;
  const vary = varyHeader(config);
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Content-Security-Policy': STATIC_MAP_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl({ mode: 'dynamic', preview: c.var.preview, status: 200, ttl: config.cache }),
    ...(vary ? { Vary: vary } : {}),
  });
});
