/**
 * Opens the mobile menu. Without JavaScript it is a fragment link and CSS :target shows the menu;
 * client/menu.ts turns it into a real toggle button (aria-expanded, scroll lock, Escape).
 */
export function MenuToggle({ target, label }: { target: string; label: string }) {
  return (
    <a className="menu-toggle" href={`#${target}`} aria-controls={target} data-menu-toggle="">
      <span className="menu-toggle-icon" aria-hidden="true" />
      {label}
    </a>
  );
}
