/**
 * The URL a link leads to when a client navigation may take it over, else undefined: the browser
 * keeps other origins, downloads and files, other targets, modifier keys and buttons, and jumps
 * within the page.
 * Forms are never taken over (only link clicks reach this).
 */
export function navigableUrl(link: HTMLAnchorElement, event?: MouseEvent): URL | undefined {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || !link.href) return undefined;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  // Files (a GeoJSON download, a calendar feed) are not pages.
  if (/\.[a-z][a-z0-9]{1,6}$/i.test(url.pathname)) return undefined;
  if (url.pathname === location.pathname && url.search === location.search && (url.hash || link.getAttribute('href')?.startsWith('#'))) return undefined;
  return url;
}

/** The link an event happened on, if any. */
export function linkOf(event: Event): HTMLAnchorElement | undefined {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : undefined;
}

/** The page a URL names, without its fragment: what is fetched and cached. */
export const pageKey = (url: URL) => url.href.replace(/#.*$/, '');
