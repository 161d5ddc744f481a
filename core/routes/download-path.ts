/** The formats a page's map features download in (docs/product/maps.md#downloads). */
export type DownloadFormat = 'geojson' | 'gpx';

const DOWNLOAD = /^(.*)\/features\.(geojson|gpx)$/;

/**
 * `{page path}/features.geojson|gpx` names the download of that page's map features: the page's
 * route decides what it holds and in which language, so the download is matched as its page.
 */
export function downloadPath(pathname: string): { pagePath: string; format: DownloadFormat } | null {
  const found = DOWNLOAD.exec(pathname);
  if (!found) return null;
  return { pagePath: found[1] || '/', format: found[2] as DownloadFormat };
}
