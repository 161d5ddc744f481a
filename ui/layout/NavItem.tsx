import type { NavLink } from './layout-model';

/** One menu link: current page marked, external links in a new tab with a spoken hint. */
export function NavItem({ link, newTab }: { link: NavLink; newTab: string }) {
  const className = [link.current ? 'is-current' : '', link.large ? 'is-large' : ''].filter(Boolean).join(' ') || undefined;
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden">{` ${newTab}`}</span>
      </a>
    );
  }
  return (
    <a className={className} href={link.href} aria-current={link.current ? 'page' : undefined}>
      {link.label}
    </a>
  );
}
