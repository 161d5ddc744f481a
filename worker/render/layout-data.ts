import type { Context } from 'hono';
import { offersForm, withoutMissingForms } from '../../core/forms/offered';
import { formAction } from '../../core/forms/form-action';
import { pathFor } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import { siteName } from '../../core/site-name';
import type { ContactLine, LayoutModel } from '../../ui/layout/layout-model';
import type { AppEnv } from '../env';
import { bottomMenuLinks, type MenuContext, topMenuLinks } from './menu-links';

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

/**
 * Everything the page chrome shows, resolved for this request from the site configuration alone:
 * no content call, so the chrome goes out before any content answers (site notices stream in after
 * the navigation; see worker/render/notices.ts).
 */
/** SPEC 2.4: search (panel and page) exists only where one of the two backends is enabled. */
export function searchEnabled(config: SiteConfig): boolean {
  return config.search.content.enabled || config.search.custom.enabled;
}

export function layoutData(c: Context<AppEnv>): LayoutModel {
  const { site: { config, table }, locale, route } = c.var;
  const ctx: MenuContext = { config, table, locale, pathname: new URL(c.req.url).pathname, routeName: route?.route.name };
  return {
    locale,
    siteName: siteName(config, locale),
    homeHref: pathFor(table, 'home', {}, { locale }) ?? '/',
    logo: { src: config.images.logo, width: config.theme.styleVariables['logo-width']?.replace(/px$/, ''), height: config.theme.styleVariables['logo-height']?.replace(/px$/, '') },
    primary: topMenuLinks(withoutMissingForms(config, config.menus.primary), ctx),
    secondary: topMenuLinks(withoutMissingForms(config, config.menus.secondary), ctx),
    ...(searchEnabled(config) ? { search: { action: '/search' } } : {}),
    bottom: {
      links: bottomMenuLinks(withoutMissingForms(config, config.menus.bottom), ctx),
      contacts: contacts(config),
      social: config.social.map((s) => ({ network: socialNames[s.network], href: s.url })),
      address: address(config),
      locales: config.locales.length > 1 ? config.locales : [],
      ...(offersForm(config, 'newsletter') ? { newsletter: { action: formAction('newsletter', locale, config.defaultLocale) } } : {}),
      year: new Date().getUTCFullYear(),
    },
    ...(config.badge ? { badge: config.badge } : {}),
  };
}
