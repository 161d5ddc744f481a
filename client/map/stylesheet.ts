/**
 * Adds a stylesheet to the document once and resolves when it applies. maplibre's own CSS (controls,
 * popups, markers) is needed only where a map draws, so it is not part of the page-wide stylesheet.
 */
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`stylesheet ${href} failed to load`)), { once: true });
  });
  if (!existing) document.head.append(link);
  return loaded;
}
