/**
 * After a client navigation: focus moves to the new page's main heading (so keyboard and screen-reader
 * users start there, as after a page load) and the new title is announced through a polite live region.
 */
export function focusNewPage(doc: Document, main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1') ?? main;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll rules (docs/product/views-and-states.md#scroll) decide where the page goes, not the focus.
  heading.focus({ preventScroll: true });
  announcer(doc).textContent = doc.title;
}

function announcer(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-nav-announcer]');
  if (existing) return existing;
  const region = doc.createElement('p');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-nav-announcer', '');
  doc.body.append(region);
  return region;
}
