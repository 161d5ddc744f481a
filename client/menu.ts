/**
 * Mobile menu (docs/product/menus-and-layout.md#mobile-menu): the fragment link of the no-JavaScript :target menu becomes a toggle button
 * (aria-expanded, Enter and Space); open locks page scrolling; its close link and Escape close it and
 * give focus back to the toggle. Vanilla rather than an island: it must work from the first paint and
 * is too small to be worth React.
 */
export function enhanceMenu(doc: Document): void {
  const toggle = doc.querySelector<HTMLElement>('[data-menu-toggle]');
  const menu = doc.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !menu) return;
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');
  toggle.removeAttribute('href');
  toggle.tabIndex = 0;

  const isOpen = () => menu.classList.contains('is-open');
  const label = toggle.querySelector<HTMLElement>('.menu-toggle-label');
  const setOpen = (open: boolean) => {
    menu.classList.toggle('is-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    const words = toggle.dataset[open ? 'closeLabel' : 'openLabel'];
    if (label && words) label.textContent = words;
    doc.documentElement.classList.toggle('scroll-locked', open);
  };
  const close = () => {
    setOpen(false);
    toggle.focus();
  };
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle.click();
    }
  });
  menu.querySelector<HTMLElement>('[data-menu-close]')?.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close();
  });
}
