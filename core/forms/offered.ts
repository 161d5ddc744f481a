import type { Locale } from '../i18n/locales';
import type { MenuItem } from '../routes';
import { type OfferableForm, offerableForms, type SiteConfig } from '../site-config';

export const formIds = ['newsletter', ...offerableForms] as const;
export type FormId = (typeof formIds)[number];

export function isFormId(value: string): value is FormId {
  return (formIds as readonly string[]).includes(value);
}

/** The newsletter exists where a list is configured (docs/product/forms.md#which-site-offers-which-form); the others where the site offers them. */
export function offersForm(config: SiteConfig, form: FormId): boolean {
  return form === 'newsletter' ? Boolean(config.newsletterListId) : config.forms.offered.includes(form);
}

/** Routes whose page holds a form (docs/product/forms.md#form-pages: join and order; the trail report on its own page). */
const formOfRoute: Readonly<Record<string, OfferableForm>> = { join: 'join', order: 'order', report: 'report' };

/** The form the page of route `name` shows: only one the site offers. */
export function formOnRoute(config: SiteConfig, name: string): OfferableForm | undefined {
  const form = Object.hasOwn(formOfRoute, name) ? formOfRoute[name] : undefined;
  return form && offersForm(config, form) ? form : undefined;
}

/** A menu without links to form pages the site does not offer: pages link only to forms that exist. */
export function withoutMissingForms(config: SiteConfig, items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => {
    const form = item.route && Object.hasOwn(formOfRoute, item.route) ? formOfRoute[item.route] : undefined;
    return !form || offersForm(config, form);
  });
}

/**
 * Where a form posts. A post has no route to tell its language, so off the site's default language
 * the action names the page's: a visitor without JavaScript gets the answer page in the words they read.
 */
export function formAction(form: string, locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? `/forms/${form}` : `/forms/${form}?locale=${locale}`;
}
