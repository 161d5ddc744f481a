// Offline on every page (docs/decisions/034-offline.md): the service worker registered, forms kept
// offline sent or restored, a saved guide's page saying so, and on the saved guides page the pages
// the service worker keeps.
import { PRECACHED_PAGE_PATHS } from '../../core/app/offline-paths';
import { readXsrfCookie } from '../../core/forms/xsrf';
import { ownTitle } from '../../ui/document/head-meta';
import { ISLAND_ATTRIBUTES } from '../../ui/islands/island-protocol';
import { KEPT_PAGES_ATTRIBUTE, KEPT_PAGES_EMPTY_ATTRIBUTE, SAVED_GUIDES_ATTRIBUTES } from '../../ui/views/saved-guides-protocol';
import { PAGES_CACHE, SAVED_GUIDES_CACHE } from './cache-names';
import { offlineText } from '../../core/i18n/offline-messages';
import { enhanceGuideControls, showSavedGuide } from './guide-control';
import { draftFields } from './keep-offline';
import { drainOutbox, dropForm, keptForms } from './outbox';

/** The service worker's script, served by the worker at the origin's root so its scope is the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker (client/sw/sw.ts) once the page has loaded, so its precache
 * downloads never compete with the page's own first requests.
 */
function registerServiceWorker(win: Window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => void container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

/**
 * A form behind a captcha made offline (the trail report) cannot be sent by itself: back on its page
 * with a network, its fields are filled again, a notice asks for the captcha, and the kept copy is
 * dropped once the visitor sends the form.
 */
async function restoreDrafts(scope: ParentNode): Promise<void> {
  const forms = [...scope.querySelectorAll<HTMLFormElement>('form[method="post"]')];
  if (forms.length === 0) return;
  for (const kept of await keptForms()) {
    if (!kept.captcha) continue;
    const form = forms.find((candidate) => candidate.action === kept.action);
    if (!form) continue;
    for (const [name, value] of draftFields(kept.body)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
    // Before the island, not inside it: React owns what it hydrates.
    const doc = form.ownerDocument;
    const notice = doc.createElement('p');
    notice.className = 'offline-draft';
    notice.setAttribute('role', 'status');
    notice.textContent = offlineText(doc.documentElement.lang, 'offline.reportRestored');
    (form.closest(`[${ISLAND_ATTRIBUTES.name}]`) ?? form).before(notice);
    form.addEventListener('submit', () => void dropForm(kept.id).then(() => notice.remove()), { once: true, capture: true });
  }
}

/**
 * On the saved guides page, lists the pages the service worker keeps, latest first (a cache lists its
 * entries in the order they were stored): each a link under its title.
 */
async function listKeptPages(scope: ParentNode): Promise<void> {
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

/**
 * Offline on every page: the service worker registered, and the forms kept offline sent now and
 * whenever the network returns (Background Sync alone may wait minutes after a failed try).
 */
export function startOffline(win: Window): void {
  registerServiceWorker(win);
  enhanceGuideControls(win.document);
  const sendKept = () => {
    if (win.navigator.onLine) drainOutbox(win.fetch.bind(win), () => readXsrfCookie(win.document.cookie)).catch(() => undefined);
  };
  sendKept();
  win.addEventListener('online', sendKept);
  // Saved guides of an older build, or not fetched for a day, are fetched again while there is a
  // network; the saving code loads only on a device that saved one.
  const refreshGuides = () => {
    if (!win.navigator.onLine || !('caches' in win)) return;
    win.caches
      .has(SAVED_GUIDES_CACHE)
      .then((saved) => (saved ? import('./saved-guides').then((guides) => guides.refreshStaleGuides()) : undefined))
      .catch(() => undefined);
  };
  refreshGuides();
  win.addEventListener('online', refreshGuides);
}

/** On the saved guides page, its list of guides, filled by lazy code only on a device that saved one. */
async function listSavedGuides(scope: ParentNode): Promise<void> {
  const section = scope.querySelector<HTMLElement>(`[${SAVED_GUIDES_ATTRIBUTES.list}]`);
  if (!section || !('caches' in window) || !(await caches.has(SAVED_GUIDES_CACHE))) return;
  await (await import('./saved-list')).listSavedGuides(section);
}

/** The offline parts of a page's content, at first and after each page the navigation enhancer swaps in. */
export function enhanceOffline(scope: ParentNode): void {
  listSavedGuides(scope).catch(() => undefined);
  restoreDrafts(scope).catch(() => undefined);
  listKeptPages(scope).catch(() => undefined);
  showSavedGuide(scope, window).catch(() => undefined);
}
