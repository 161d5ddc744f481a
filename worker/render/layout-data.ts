import { formAction, offersForm, withoutMissingForms } from '../../core/forms/offered';
import { pathFor, type RouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import { siteName } from '../../core/site-name';
import type { ContactLine, LayoutModel } from '../../ui/layout/layout-model';
import type { Locale } from '../../core/i18n/locales';
import { bottomMenuLinks, markCurrent, type MenuContext, type MenuLink, topMenuLinks } from './menu-links';

function contacts(config: SiteConfig): ContactLine[] {
  const email = config.contact.recipients[0];
  return email ? [{ label: email, href: `mailto:${email}` }] : [];
}

function address(config: SiteConfig): string | undefined {
  const a = config.mailingAddress;
  return a ? `${a.streetAddress}, ${a.city}, ${a.stateOrProvince} ${a.postalCode}, ${a.country}` : undefined;
}

const socialNames: Record<SiteConfig['social'][number]['network'], string> = {
  facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', youtube: 'YouTube',
  pinterest: 'Pinterest', flickr: 'Flickr', vimeo: 'Vimeo', linkedin: 'LinkedIn',
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
 * the navigation; see worker/render/notices.ts), and no request fact, so it is the same on every page.
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
