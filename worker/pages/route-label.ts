import type { Locale } from '../../core/i18n/locales';
import type { SiteConfig } from '../../core/site-config';
import { menuLabel } from '../render/menu-links';

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
