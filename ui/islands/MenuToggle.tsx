/**
 * Opens the mobile menu. Without JavaScript it is a fragment link and CSS :target shows the menu;
 * client/menu.ts turns it into a real toggle button (aria-expanded, scroll lock, Escape) whose words
 * follow its state: `label` while closed, `closeLabel` while open.
 */
export function MenuToggle({ target, label, closeLabel }: { target: string; label: string; closeLabel: string }) {
  return (
    <a className="menu-toggle" href={`#${target}`} aria-controls={target} data-menu-toggle="" data-open-label={label} data-close-label={closeLabel}>
      <span className="menu-toggle-icon" aria-hidden="true" />
      <span className="menu-toggle-label">{label}</span>
    </a>
  );
}
