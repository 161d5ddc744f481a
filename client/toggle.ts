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
