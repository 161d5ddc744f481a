import { t } from '../../core/i18n/t';
import type { Locale } from '../../core/i18n/locales';

/** The page chrome's words, from the shared messages table. */
export function shellLabels(locale: Locale) {
  return {
    skip: t(locale, 'layout.skipToContent'),
    newTab: t(locale, 'layout.opensInNewTab'),
    menu: t(locale, 'layout.openMenuShort'),
    closeMenu: t(locale, 'layout.closeMenu'),
    primaryNav: t(locale, 'layout.primaryNavigation'),
    secondaryNav: t(locale, 'layout.secondaryNavigation'),
    footerNav: t(locale, 'layout.footerNavigation'),
    search: t(locale, 'search.open'),
    searchLabel: t(locale, 'search.label'),
    searchSubmit: t(locale, 'search.submit'),
    searchPlaceholder: t(locale, 'search.placeholder'),
    closeSearch: t(locale, 'search.close'),
    searching: t(locale, 'search.searching'),
    noResults: t(locale, 'no_results'),
    language: t(locale, 'layout.language'),
    changeLanguage: t(locale, 'locale.change'),
    newsletter: t(locale, 'newsletter.title'),
    newsletterIntro: t(locale, 'newsletter.intro'),
    email: t(locale, 'form.email'),
    subscribe: t(locale, 'newsletter.submit'),
    invalidEmail: t(locale, 'invalid_email'),
    submitting: t(locale, 'form.submitting'),
    requestFailed: t(locale, 'internal_error'),
    social: t(locale, 'layout.socialLinks'),
    contact: t(locale, 'layout.contacts'),
    developedWith: t(locale, 'layout.developedWith'),
    chunkFailed: t(locale, 'nav.chunkFailed'),
    reload: t(locale, 'nav.reload'),
    dataCredit: t(locale, 'layout.dataCredit'),
    dataDate: (date: string) => t(locale, 'layout.dataDate', { date }),
    copyright: (year: number, name: string) => t(locale, 'layout.copyright', { year: String(year), name }),
  };
}

export type ShellLabels = ReturnType<typeof shellLabels>;
