/**
 * Alt/Option-click on a feature download (a detail page's actions, a map's own links) leaves the
 * points out (docs/product/maps.md#downloads: holding option or alt excludes points). Delegated from the document, so
 * links that arrive with a client navigation, and a map's links before its island has loaded, are
 * covered too.
 */
export function enhanceDownloads(doc: Document, go: (href: string) => void = (href) => doc.defaultView?.location.assign(href)): void {
  doc.addEventListener('click', (event) => {
    if (!event.altKey || event.defaultPrevented) return;
    const link = (event.target as Element | null)?.closest?.('a[data-lines-only]');
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    const url = new URL(link.href);
    url.searchParams.set('exclude', 'points');
    go(url.href);
  });
}
