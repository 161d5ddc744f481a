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

/** The site's basemap style (worker/map/style.ts); the map island adds `style=outdoor|hybrid` for the variant. */
const MAP_STYLE_PATH = '/map/style.json';

/** The style in the page's language (`?lang=`): its names, and so its cache key, follow the page. */
export const mapStyleUrl = (locale: string) => `${MAP_STYLE_PATH}?lang=${encodeURIComponent(locale)}`;
