import type { NavLink } from './layout-model';
import { NavItem } from './NavItem';

/** A labelled navigation landmark with its links; nothing at all when there are no links. */
export function NavList({ className, label, links, newTab }: { className: string; label: string; links: readonly NavLink[]; newTab: string }) {
  if (!links.length) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link, i) => (
          <li key={`${i}:${link.href}`}>
            <NavItem link={link} newTab={newTab} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
