import type { DownloadFeature } from '../../../core/geometry/download';
import { mapOpening } from '../../../core/map/static/static-map';
import { staticMapHref } from '../../../core/routes';
import type { MapModel } from '../../../ui/components/models';
import type { ModelContext } from './context';

// What a page's static map (docs/decisions/031-static-maps.md) is called and where it is: its
// address keeps the page's filters, its text says what it shows in the page's language, its opening
// is where it and the interactive map open (the map section works out the camera for its layout).

type Picture = MapModel['picture'];

const countOf = (ctx: ModelContext, count: number, one: string, many: string) => (count === 1 ? ctx.t(one) : ctx.t(many, { count }));

/** An entry's picture: "Map of <title>: route and 3 points", opening on its features no closer than its own zoom. */
export function entryPicture(ctx: ModelContext, pagePath: string, title: string, features: readonly DownloadFeature[], entryZoom: number | undefined): Picture {
  const kinds = { LineString: 0, Polygon: 0, Point: 0 };
  for (const { geometry } of features) {
    const multi = geometry.type.startsWith('Multi') ? (geometry.coordinates as unknown[]).length : 1;
    kinds[geometry.type.replace('Multi', '') as keyof typeof kinds] += multi;
  }
  const parts = [
    ...(kinds.LineString ? [countOf(ctx, kinds.LineString, 'map.pictureRoute', 'map.pictureRoutes')] : []),
    ...(kinds.Polygon ? [countOf(ctx, kinds.Polygon, 'map.pictureArea', 'map.pictureAreas')] : []),
    ...(kinds.Point ? [countOf(ctx, kinds.Point, 'map.picturePoint', 'map.picturePoints')] : []),
  ];
  const alt = parts.length ? ctx.t('map.pictureEntry', { title, features: new Intl.ListFormat(ctx.locale, { type: 'conjunction' }).format(parts) }) : ctx.t('map.pictureOf', { title });
  const opening = mapOpening({ view: 'features', ...(entryZoom !== undefined ? { entryZoom } : {}) }, ctx.config.map, features);
  return { src: staticMapHref(pagePath), alt, opening };
}

/** A list's picture (an index or the map page): "Map of Trails: 24 entries", its filters kept. */
export function listPicture(ctx: ModelContext, pagePath: string, query: string, title: string, count: number): Picture {
  return {
    src: staticMapHref(pagePath, query),
    alt: count === 1 ? ctx.t('map.pictureListOne', { title }) : ctx.t('map.pictureList', { title, count }),
    opening: mapOpening({ view: 'site' }, ctx.config.map, []),
  };
}
