import { withSearch } from '../query-string';

// A page's own files, each named `{page path}/{file}` and matched as its page, so it has the page's
// route, language and purge scopes: its iCalendar (an event, an itinerary, the upcoming events list),
// its share card (its og:image, docs/decisions/033-share-cards.md) and its static map
// (docs/decisions/031-static-maps.md).

type PageFile = 'calendar.ics' | 'card.png' | 'map.svg';

function pageOf(pathname: string, file: PageFile): { pagePath: string } | null {
  if (!pathname.endsWith(`/${file}`)) return null;
  return { pagePath: pathname.slice(0, -file.length - 1) || '/' };
}

function fileOf(pagePath: string, file: PageFile): string {
  return `${pagePath.replace(/\/+$/, '')}/${file}`;
}

export const calendarPath = (pathname: string) => pageOf(pathname, 'calendar.ics');
export const cardPath = (pathname: string) => pageOf(pathname, 'card.png');
export const staticMapPath = (pathname: string) => pageOf(pathname, 'map.svg');

/** The calendar link of a page, query kept. */
export function calendarHref(pagePath: string, query = ''): string {
  return withSearch(fileOf(pagePath, 'calendar.ics'), query);
}

/** The static map of a page, query kept. */
export function staticMapHref(pagePath: string, query = ''): string {
  return withSearch(fileOf(pagePath, 'map.svg'), query);
}

/** The card of a page path; `locale` when the path does not name the page's language. */
export function cardHref(pagePath: string, locale?: string): string {
  return locale ? `${fileOf(pagePath, 'card.png')}?locale=${encodeURIComponent(locale)}` : fileOf(pagePath, 'card.png');
}

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
