import type { Locale } from '../../core/i18n/locales';
// The resolved data the page chrome renders from. worker/render builds it from the site config and
// the route table; components here only render it. Notices are content and stream in on their own.

export interface NavLink {
  href: string;
  label: string;
  /** Opens in a new tab with rel=noopener noreferrer and a visually hidden hint. */
  external: boolean;
  current: boolean;
  large?: boolean;
  icon?: string;
}

export interface NoticeModel {
  id: string;
  /** Sanitized markup (core/markdown renders plain, markdown or html notice text). */
  html: string;
  background?: string;
  color?: string;
  linkColor?: string;
  icon?: string;
}

export interface ContactLine {
  label: string;
  href?: string;
}

interface SocialLink {
  network: string;
  href: string;
}

export interface LocaleOption {
  id: Locale;
  label: string;
}

export interface LayoutModel {
  locale: Locale;
  siteName: string;
  homeHref: string;
  logo?: { src: string; width?: string; height?: string };
  primary: readonly NavLink[];
  /** Includes the log-in link when the site configures one. */
  secondary: readonly NavLink[];
  /** Present only when a search backend is enabled for the site. */
  search?: { action: string };
  bottom: {
    links: readonly NavLink[];
    contacts: readonly ContactLine[];
    social: readonly SocialLink[];
    address?: string;
    /** The open data the content comes from: its credit, licence page and day (formatted). */
    dataSource?: { credit: string; url: string; date: string };
    /** Listed only on sites with more than one locale. */
    locales: readonly LocaleOption[];
    /** Present when the site offers the newsletter form: where it posts. */
    newsletter?: { action: string };
    year: number;
  };
  badge?: { image: string; url: string };
}
