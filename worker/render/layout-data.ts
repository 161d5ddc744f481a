import { formAction, offersForm, withoutMissingForms } from '../../core/forms/offered';
import { pathFor, type RouteTable, matchPath, type MenuItem } from '../../core/routes';
import { keptPatterns } from '../route-patterns';
import type { SiteConfig } from '../../core/site-config';
import { siteName } from '../../core/site-name';
import type { ContactLine, LayoutModel, NavLink } from '../../ui/layout/layout-model';
import { defaultLocale, type Locale } from '../../core/i18n/locales';
import { humanLabel } from '../../core/format/human-label';
import { menuLabel as sharedMenuLabel, menuMessageKey } from '../../core/i18n/menu-label';

function contacts(config: SiteConfig): ContactLine[] {
  const email = config.contact.recipients[0];
  return email ? [{ label: email, href: `mailto:${email}` }] : [];
}

function address(config: SiteConfig): string | undefined {
  const a = config.mailingAddress;
  return a ? `${a.streetAddress}, ${a.city}, ${a.stateOrProvince} ${a.postalCode}, ${a.country}` : undefined;
}

/** The data's day as the language writes dates ("3 August 2013"). */
export function dataDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const socialNames: Record<SiteConfig['social'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  flickr: 'Flickr',
  vimeo: 'Vimeo',
  linkedin: 'LinkedIn',
};

/** Search (panel and page, docs/product/routes.md#search) exists only where one of the two backends is enabled. */
export function searchEnabled(config: SiteConfig): boolean {
  return config.search.content.enabled || config.search.custom.enabled;
}

/** The menus' links of a site in a language, none marked current yet. */
export interface ChromeMenus {
  primary: readonly MenuLink[];
  secondary: readonly MenuLink[];
  bottom: readonly MenuLink[];
}

/**
 * Everything the page chrome shows that follows from the site configuration and the language alone:
 * no content call, so the chrome goes out before any content answers (site notices stream in after
 * the navigation; see worker/render/chrome.tsx), and no request fact, so it is the same on every page.
 */
export interface SiteChrome {
  menus: ChromeMenus;
  model: Omit<LayoutModel, 'primary' | 'secondary' | 'bottom'> & { bottom: Omit<LayoutModel['bottom'], 'links' | 'year'> };
}

export function siteChrome(config: SiteConfig, table: RouteTable, locale: Locale): SiteChrome {
  const ctx: MenuContext = { config, table, locale };
  return {
    menus: {
      primary: topMenuLinks(withoutMissingForms(config, config.menus.primary), ctx),
      secondary: topMenuLinks(withoutMissingForms(config, config.menus.secondary), ctx),
      bottom: bottomMenuLinks(withoutMissingForms(config, config.menus.bottom), ctx),
    },
    model: {
      locale,
      siteName: siteName(config, locale),
      homeHref: pathFor(table, 'home', {}, { locale }) ?? '/',
      logo: { src: config.images.logo, width: config.theme.styleVariables['logo-width']?.replace(/px$/, ''), height: config.theme.styleVariables['logo-height']?.replace(/px$/, '') },
      ...(searchEnabled(config) ? { search: { action: '/search' } } : {}),
      bottom: {
        contacts: contacts(config),
        social: config.social.map((s) => ({ network: socialNames[s.network], href: s.url })),
        address: address(config),
        ...(config.dataSource ? { dataSource: { ...config.dataSource, date: dataDay(config.dataSource.date, locale) } } : {}),
        locales: config.locales.length > 1 ? config.locales : [],
        ...(offersForm(config, 'newsletter') ? { newsletter: { action: formAction('newsletter', locale, config.defaultLocale) } } : {}),
      },
      ...(config.badge ? { badge: config.badge } : {}),
    },
  };
}

/** The chrome of one page: the site's, with the request's page marked in the menus, and the year. */
export function layoutModel({ menus, model }: SiteChrome, pathname: string, routeName: string | undefined, year: number): LayoutModel {
  return {
    ...model,
    primary: markCurrent(menus.primary, pathname, routeName),
    secondary: markCurrent(menus.secondary, pathname, routeName),
    bottom: { ...model.bottom, links: markCurrent(menus.bottom, pathname, routeName), year },
  };
}

const isAbsolute = (path: string) => /^https?:\/\//.test(path);

/** Site wording in the locale, then the shared messages, then the site's wording in the default language. */
export function menuLabel(config: SiteConfig, locale: Locale, textKey: string): string {
  const own = config.wording[locale]?.[textKey];
  if (own) return own;
  if (menuMessageKey(textKey)) return sharedMenuLabel(locale, textKey);
  return config.wording[defaultLocale]?.[textKey] || humanLabel(textKey);
}

/** What a menu's links depend on: the site and the language, never the request. */
interface MenuContext {
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
function markCurrent(links: readonly MenuLink[], pathname: string, routeName: string | undefined): NavLink[] {
  return links.map((item) => ({ ...item.link, current: isCurrent(item, pathname, routeName) }));
}

/** Top menus: an item shows when its route exists on the site (or it is a plain path or URL). */
function topMenuLinks(items: readonly MenuItem[], ctx: MenuContext): MenuLink[] {
  return items.flatMap((item) => {
    const href = item.route ? pathFor(ctx.table, item.route, {}, { locale: ctx.locale }) : item.path;
    return href ? [toLink(item, href, ctx)] : [];
  });
}

/**
 * Bottom links (docs/product/menus-and-layout.md#menus): only when the route exists and its entry id is configured; a path item
 * counts when it is an absolute http(s) URL (the log-in app) or leads to such a route.
 */
function bottomMenuLinks(items: readonly MenuItem[], ctx: MenuContext): MenuLink[] {
  return items.flatMap((item) => {
    if (item.path && isAbsolute(item.path)) return [toLink(item, item.path, ctx)];
    const match = item.route ? undefined : item.path ? matchPath(ctx.table, item.path, keptPatterns) : null;
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
