import type { Entry } from '../../../core/content-shapes';
import { elementByRole } from '../../../core/entry/elements';
import type { ElementRole } from '../../../core/entry/ids';
import { entryPoint } from '../../../core/entry/location';
import { type FeatureIcon, featureIcon } from '../../../core/map/feature-icons';
import type { DownloadFeature } from '../../../core/geometry/download';
import type { ModelContext } from './context';
import { keptGeoFeatures } from './kept-elements';

/** The feature type's icon, when the map draws it (others keep the dot). */
function iconOf(name: string | undefined): { icon?: FeatureIcon } {
  const icon = featureIcon(name);
  return icon ? { icon } : {};
}

const geoRoles: ElementRole[] = ['location', 'route', 'serviceArea'];

/**
 * The features a download of this entry holds: those of its location, route and service area, each
 * named by its own label or else the entry's title; an entry with only a point gives that point.
 */
export function entryDownloadFeatures(entry: Entry, ctx: Pick<ModelContext, 'config'>): DownloadFeature[] {
  const { ids } = ctx.config;
  const features = geoRoles.flatMap((role) => keptGeoFeatures(elementByRole(entry, ids, role)));
  const properties = (text: string | undefined, extra: Record<string, unknown> = {}) => ({ text: text ?? entry.title, entry: entry.id, title: entry.title, ...extra });
  if (features.length > 0) {
    return features.map((feature) => ({
      type: 'Feature',
      id: feature.id,
      geometry: feature.geometry,
      properties: properties(feature.properties.text, {
        kind: feature.properties.kind,
        feature: feature.id,
        ...(feature.properties.color ? { color: feature.properties.color } : {}),
        ...(feature.properties.arrows ? { arrows: true } : {}),
        ...iconOf(feature.properties.icon),
      }),
    }));
  }
  const point = entryPoint(entry, ids);
  return point ? [{ type: 'Feature', id: entry.id, geometry: { type: 'Point', coordinates: [point.lng, point.lat] }, properties: properties(undefined, { kind: 'point', feature: entry.id }) }] : [];
}

/** The download links of a page: its path with /features.geojson or /features.gpx, query kept. */
export function downloadLinks(pagePath: string, query = ''): { geojson: string; gpx: string } {
  const base = pagePath.replace(/\/+$/, '');
  const search = query && !query.startsWith('?') ? `?${query}` : query;
  return { geojson: `${base}/features.geojson${search}`, gpx: `${base}/features.gpx${search}` };
}
