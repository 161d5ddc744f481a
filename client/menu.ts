import { togglePanel } from './toggle';

/** Mobile menu: toggles open and closed, locks page scrolling while open, Escape closes. */
export function enhanceMenu(doc: Document): void {
  const toggle = doc.querySelector<HTMLElement>('[data-menu-toggle]');
  const menu = doc.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !menu) return;
  togglePanel(doc, toggle, menu, '[data-menu-close]', (open) => doc.documentElement.classList.toggle('scroll-locked', open));
}
