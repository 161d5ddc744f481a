/**
 * Alt/Option-click on a detail page's feature download leaves the points out (docs/product/maps.md#downloads: holding
 * option or alt excludes points), as the map island does for its own links. Delegated from the
 * document, so links that arrive with a client navigation are covered too.
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
