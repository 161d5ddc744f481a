/** The service worker's script, served by the worker at the origin's root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker (client/sw/sw.ts) once the page has loaded, so its precache
 * downloads never compete with the page's own first requests.
 */
export function registerServiceWorker(win: Window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => void container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
