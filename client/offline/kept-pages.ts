import { PRECACHED_PAGE_PATHS } from '../../core/app/offline-paths';
import { KEPT_PAGES_ATTRIBUTE, KEPT_PAGES_EMPTY_ATTRIBUTE } from '../../ui/views/saved-guides-protocol';
import { PAGES_CACHE } from './cache-names';

/** A page's own title, without the site's name documentTitle (ui/document/head-meta.ts) put after it. */
export function ownTitle(documentTitle: string): string | undefined {
  return documentTitle.split(' · ')[0]?.trim() || undefined;
}

/**
 * On the saved guides page, lists the pages the service worker keeps, latest first (a cache lists its
 * entries in the order they were stored): each a link under its title.
 */
export async function listKeptPages(scope: ParentNode): Promise<void> {
  const list = scope.querySelector<HTMLUListElement>(`[${KEPT_PAGES_ATTRIBUTE}]`);
  if (!list || !('caches' in window)) return;
  const doc = list.ownerDocument;
  const cache = await caches.open(PAGES_CACHE);
  const parser = new DOMParser();
  const items: HTMLLIElement[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const url = new URL(request.url);
    if (PRECACHED_PAGE_PATHS.includes(url.pathname)) continue;
    const page = await cache.match(request, { ignoreVary: true });
    const title = page ? ownTitle(parser.parseFromString(await page.text(), 'text/html').title) : undefined;
    const item = doc.createElement('li');
    const link = item.appendChild(doc.createElement('a'));
    link.href = `${url.pathname}${url.search}`;
    link.textContent = title ?? url.pathname;
    items.push(item);
  }
  if (items.length === 0) return;
  list.replaceChildren(...items);
  list.hidden = false;
  scope.querySelector(`[${KEPT_PAGES_EMPTY_ATTRIBUTE}]`)?.remove();
}
