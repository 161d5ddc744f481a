import { humanLabel } from '../../core/format/human-label';
import type { Locale } from '../../core/i18n/locales';
import { menuLabel as sharedMenuLabel, menuMessageKey } from '../../core/i18n/menu-label';
import { matchPath, pathFor, type MenuItem, type RouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import type { NavLink } from '../../ui/layout/layout-model';

const isAbsolute = (path: string) => /^https?:\/\//.test(path);

/** Site wording in the locale, then the shared messages, then the site's English wording. */
export function menuLabel(config: SiteConfig, locale: Locale, textKey: string): string {
  const own = config.wording[locale][textKey];
  if (own) return own;
  if (menuMessageKey(textKey)) return sharedMenuLabel(locale, textKey);
  return config.wording.en[textKey] || humanLabel(textKey);
}

/** What a menu's links depend on: the site and the language, never the request. */
export interface MenuContext {
  config: SiteConfig;
  table: RouteTable;
  locale: Locale;
}

/** A menu link before any request: which page is current is the request's (`markCurrent`). */
export interface MenuLink {
  link: Omit<NavLink, 'current'>;
  /** The route the item names, which marks it current on any of that route's pages. */
  route?: string;
}

function toLink(item: MenuItem, href: string, ctx: MenuContext): MenuLink {
  return {
    link: {
      href,
      label: menuLabel(ctx.config, ctx.locale, item.textKey),
      external: item.external || isAbsolute(href),
      ...(item.large ? { large: true } : {}),
      ...(item.icon ? { icon: item.icon } : {}),
    },
    ...(item.route !== undefined ? { route: item.route } : {}),
  };
}

/** The request's page: the link to its path, or to its route; never an external link. */
export function isCurrent({ link, route }: MenuLink, pathname: string, routeName: string | undefined): boolean {
  return !link.external && (link.href === pathname || (route !== undefined && route === routeName));
}

/** The links as the page shows them, the request's page marked. */
export function markCurrent(links: readonly MenuLink[], pathname: string, routeName: string | undefined): NavLink[] {
  return links.map((item) => ({ ...item.link, current: isCurrent(item, pathname, routeName) }));
}

/** Top menus: an item shows when its route exists on the site (or it is a plain path or URL). */
export function topMenuLinks(items: readonly MenuItem[], ctx: MenuContext): MenuLink[] {
  return items.flatMap((item) => {
    const href = item.route ? pathFor(ctx.table, item.route, {}, { locale: ctx.locale }) : item.path;
    return href ? [toLink(item, href, ctx)] : [];
  });
}

/**
 * Bottom links (docs/product/menus-and-layout.md#menus): only when the route exists and its entry id is configured; a path item
 * counts when it is an absolute http(s) URL (the log-in app) or leads to such a route.
 */
export function bottomMenuLinks(items: readonly MenuItem[], ctx: MenuContext): MenuLink[] {
  return items.flatMap((item) => {
    if (item.path && isAbsolute(item.path)) return [toLink(item, item.path, ctx)];
    const match = item.route ? undefined : item.path ? matchPath(ctx.table, item.path) : null;
    const route = item.route ? ctx.table.routes.find((r) => r.name === item.route && !r.alias) : match?.kind === 'route' ? match.route : undefined;
    if (!route?.meta.entryId) return [];
    const href = item.route ? pathFor(ctx.table, item.route, {}, { locale: ctx.locale }) : item.path;
    return href ? [toLink(item, href, ctx)] : [];
  });
}

/**
 * What a route is called without asking the content service: the label of the menu item that leads
 * to it (a site may word it its own way), else the route's name read as a label. Page heads are
 * sent before any content answers, so their titles come from here.
 */
export function routeLabel(config: SiteConfig, locale: Locale, routeName: string): string {
  const { primary, secondary, bottom } = config.menus;
  const item = [...primary, ...secondary, ...bottom].find((menuItem) => menuItem.route === routeName);
  return menuLabel(config, locale, item?.textKey ?? routeName);
}
