import { asToggleButton } from './toggle';

/** Mobile menu: toggles open and closed, locks page scrolling while open, Escape closes. */
export function enhanceMenu(doc: Document): void {
  const toggle = doc.querySelector<HTMLElement>('[data-menu-toggle]');
  const menu = doc.querySelector<HTMLElement>('[data-menu]');
  if (!toggle || !menu) return;
  asToggleButton(toggle);
  const setOpen = (open: boolean) => {
    menu.classList.toggle('is-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    doc.documentElement.classList.toggle('scroll-locked', open);
  };
  const isOpen = () => menu.classList.contains('is-open');
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  menu.querySelector<HTMLElement>('[data-menu-close]')?.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(false);
    toggle.focus();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
}
