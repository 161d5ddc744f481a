// What the service worker keeps of the pages a visitor reads, and which offline page answers for a
// page it does not have (docs/decisions/034-offline.md). No service-worker-only types: unit-tested in Node.
import { isLocale, type Locale, localeIds } from '../../core/i18n/locales';

/** A page slower than this is answered from the kept copy, when there is one (a weak signal on the trail). */
export const PAGE_TIMEOUT_SECONDS = 4;
/** At most this many pages are kept, the least recently read dropped first ... */
export const MAX_KEPT_PAGES = 60;
/** ... each at most this big, so all of them stay under MAX_KEPT_PAGES x MAX_PAGE_BYTES (about 24 MB). */
const MAX_PAGE_BYTES = 400_000;

/** Images, icons and theme stylesheets kept for the kept pages. */
export const MAX_KEPT_FILES = 200;

/** A page of the site: a navigation, or the navigation enhancer's fetch of a page's HTML (client/navigation/pages.ts). */
export function isPageRequest(request: Pick<Request, 'method' | 'mode' | 'url' | 'headers'>, origin: string): boolean {
  if (request.method !== 'GET') return false;
  if (request.mode === 'navigate') return true;
  const url = new URL(request.url);
  return url.origin === origin && (request.headers.get('accept') ?? '').split(',')[0]?.trim() === 'text/html';
}

/**
 * Whether a page's answer may be kept: a whole HTML page (200), which the server lets be stored (never
 * a preview, which answers no-store), no bigger than MAX_PAGE_BYTES. `bytes` is its body's size.
 */
export function isKeepable(response: Pick<Response, 'status' | 'headers'>, bytes: number): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (/(^|,)\s*no-store\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return bytes <= MAX_PAGE_BYTES;
}

function asLocale(value: string | null | undefined): Locale | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_,]/, 1)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The offline page's language for a page that is not kept: the one the URL asks for (?locale=), else the
 * language of the page the visitor read last (its Content-Language), else the site's default; only a language
 * the site speaks (`siteLocales`, default first), since only those offline pages are precached.
 */
export function offlineLocale(requestUrl: string, lastPageLanguage: string | null | undefined, siteLocales: readonly Locale[]): Locale | undefined {
  const spoken = (locale: Locale | undefined) => (locale && siteLocales.includes(locale) ? locale : undefined);
  return spoken(asLocale(new URL(requestUrl).searchParams.get('locale'))) ?? spoken(asLocale(lastPageLanguage)) ?? siteLocales[0];
}

/**
 * The site's languages from the served script's global (SITE_LOCALES_GLOBAL), default first; anything else
 * there (a script served without it) reads as every language the build knows.
 */
export function siteLocalesOf(value: unknown): Locale[] {
  const ids = Array.isArray(value) ? value.filter(isLocale) : [];
  return ids.length > 0 ? ids : [...localeIds];
}

/** The build's precache list for one site: its offline pages in the languages the site speaks only. */
export function sitePrecache<T extends { url: string }>(entries: readonly T[], siteLocales: readonly Locale[]): T[] {
  return entries.filter((entry) => {
    const locale = new URL(entry.url, 'http://x').searchParams.get('locale');
    return locale === null || (siteLocales as readonly string[]).includes(locale);
  });
}

const BUILT_FILE = /^\/(assets|styles)\/([a-z][a-z-]*)-[A-Z0-9]{8}\.(js|css)$/;

/**
 * A page kept before a deploy names the old build's page-wide script and stylesheet; offline, the
 * current build's file of the same entry (`/styles/site-<hash>.css`) stands in, so the page keeps its
 * look and its islands. Undefined when `path` is not such a file or the current build has none.
 */
export function currentCounterpart(path: string, current: readonly string[]): string | undefined {
  const wanted = BUILT_FILE.exec(path);
  if (!wanted) return undefined;
  return current.find((candidate) => {
    const found = BUILT_FILE.exec(candidate);
    return found && found[1] === wanted[1] && found[2] === wanted[2] && found[3] === wanted[3];
  });
}
