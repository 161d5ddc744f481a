import type { MapSettings } from '../site-config';

// The hosts a page's map may fetch from besides the site itself: the tile services of its production
// styles and its terrain (DEM) tiles. The CSP's connect-src names exactly these on pages that can
// show a map (maplibre fetches styles, tiles, sprites and glyphs from its web worker with fetch);
// the offline basemap and PMTiles archives are served by the site's own origin and add none.

const originOf = (url: string) => new URL(url.replace(/[{}]/g, '')).origin;

export function mapOrigins(map: Pick<MapSettings, 'styles' | 'perspective'>): string[] {
  const urls: string[] = [];
  for (const { basemap } of [map.styles.outdoor, map.styles.hybrid]) {
    if (basemap && 'style' in basemap) urls.push(basemap.style, ...(basemap.origins ?? []));
  }
  urls.push(...(map.perspective.terrain?.tiles ?? []));
  return [...new Set(urls.map(originOf))];
}
