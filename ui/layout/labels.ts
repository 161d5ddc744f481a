import type { ShellLocale } from './layout-model';

// The page chrome's own words. Menu labels and form messages come from core/i18n; these are the
// accessibility hints and control names only the shell uses.
const en = {
  skip: 'Skip to content',
  newTab: '(opens in a new tab)',
  menu: 'Menu',
  closeMenu: 'Close menu',
  primaryNav: 'Main',
  secondaryNav: 'More',
  footerNav: 'Site links',
  search: 'Search',
  searchLabel: 'Search this guide',
  closeSearch: 'Close search',
  home: 'Home',
  language: 'Language',
  changeLanguage: 'Change language',
  newsletter: 'Newsletter',
  email: 'Email address',
  subscribe: 'Subscribe',
  social: 'Follow us',
  contact: 'Contact',
  notices: 'Notices',
  developedWith: 'Developed with',
  rights: 'All rights reserved.',
};

export type ShellLabels = typeof en;

const es: ShellLabels = {
  skip: 'Saltar al contenido',
  newTab: '(se abre en una pestaña nueva)',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
  primaryNav: 'Principal',
  secondaryNav: 'Más',
  footerNav: 'Enlaces del sitio',
  search: 'Buscar',
  searchLabel: 'Buscar en esta guía',
  closeSearch: 'Cerrar búsqueda',
  home: 'Inicio',
  language: 'Idioma',
  changeLanguage: 'Cambiar idioma',
  newsletter: 'Boletín',
  email: 'Correo electrónico',
  subscribe: 'Suscribirse',
  social: 'Síguenos',
  contact: 'Contacto',
  notices: 'Avisos',
  developedWith: 'Desarrollado con',
  rights: 'Todos los derechos reservados.',
};

export function shellLabels(locale: ShellLocale): ShellLabels {
  return locale === 'es' ? es : en;
}
