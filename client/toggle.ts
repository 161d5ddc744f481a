/** Turns a fragment link (the no-JavaScript :target toggle) into a button that controls a panel. */
export function asToggleButton(link: HTMLElement): void {
  link.setAttribute('role', 'button');
  link.setAttribute('aria-expanded', 'false');
  link.removeAttribute('href');
  link.tabIndex = 0;
  link.addEventListener('keydown', (event) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      link.click();
    }
  });
}

export interface TogglePanel {
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

/**
 * A panel opened and closed by its toggle: the toggle becomes a button, its close link and Escape
 * close it and give focus back to the toggle. `onChange` adds what a panel does beyond that.
 */
export function togglePanel(doc: Document, toggle: HTMLElement, panel: HTMLElement, closeSelector: string, onChange?: (open: boolean) => void): TogglePanel {
  asToggleButton(toggle);
  const isOpen = () => panel.classList.contains('is-open');
  const setOpen = (open: boolean) => {
    panel.classList.toggle('is-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    onChange?.(open);
  };
  const close = () => {
    setOpen(false);
    toggle.focus();
  };
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  panel.querySelector<HTMLElement>(closeSelector)?.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close();
  });
  return { isOpen, setOpen };
}
