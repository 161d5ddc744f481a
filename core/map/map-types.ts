import type { SiteConfig } from '../site-config';

/**
 * The content types whose entries the site's map page shows (docs/product/maps.md#map-settings: activity, food, lodging,
 * park, place, shopping, trail by default). A configured kind is named through the site's type ids;
 * any other string is taken as a type id as it is (a site's own kinds, such as a gateway town's 'stay').
 */
export function mapEntryTypes(config: Pick<SiteConfig, 'map' | 'ids'>): string[] {
  const ids: Record<string, string> = config.ids.types;
  return [...new Set(config.map.featureTypes.map((kind) => ids[kind] || kind))];
}

/** The route of the site's map page (its path varies: /map, the canal trail's /, /getting-here). */
export const MAP_ROUTE = 'map';

/** The site's basemap style (worker/map/style.ts); `?style=outdoor|hybrid` picks the variant. */
export const MAP_STYLE_PATH = '/map/style.json';
