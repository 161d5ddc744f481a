import { appColours } from '../../core/app/app-colours';
import type { Locale } from '../../core/i18n/locales';
import type { SiteConfig } from '../../core/site-config';
import { siteName } from '../../core/site-name';
import { documentTitle, type HeadMeta, type HeadProps } from '../../ui/document/head-meta';
import { serializeJsonLd } from '../feeds/structured-data';
import type { ResolvedSite } from '../tenancy/resolve-site';
import { withParams } from '../../core/query-string';
import { cardHref } from '../../core/routes/page-files';
import { CARD_HEIGHT, CARD_WIDTH } from '../../core/share-card/card-model';
import { t } from '../../core/i18n/t';
import { webManifestHref } from '../app/offline';

/** Production and staging pages name their configured host; development names the request's. */
export function canonicalOrigin(site: Pick<ResolvedSite, 'stage' | 'config'>, requestUrl: URL): string {
  if (site.stage === 'production') return `https://${site.config.hosts.production}`;
  if (site.stage === 'staging') return `https://${site.config.hosts.staging}`;
  return requestUrl.origin;
}

// Query parameters that select different content; everything else (tracking, preview tokens) is
// dropped from canonical URLs.
const CANONICAL_PARAMS = ['page', 'locale'] as const;

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

export interface HeadInput {
  site: Pick<ResolvedSite, 'stage' | 'config'>;
  url: URL;
  locale: Locale;
  /** The locale the path itself serves (a route alias of one language), when it has one. */
  routeLocale?: Locale;
  /** The page in each language the site speaks, on sites that speak more than one. */
  localePaths?: LocalePaths;
  meta: HeadMeta;
  preview: boolean;
  stylesheets: readonly string[];
  scripts: readonly string[];
  analyticsId?: string | undefined;
  /** The page has a route of its own, so a card of its own; any other page shows the home page's. */
  routed: boolean;
}

/** Where this page lives in each language the site speaks (paths with their query, from the route table), in the site's order. */
export type LocalePaths = readonly { locale: Locale; path: string }[];

function alternates(config: SiteConfig, origin: string, paths: LocalePaths | undefined, page: string | undefined) {
  if (config.locales.length < 2 || !paths) return [];
  const withPage = (path: string) => {
    const url = new URL(path, 'http://x');
    if (page) url.searchParams.set('page', page);
    return absoluteUrl(origin, `${url.pathname}${url.search}`);
  };
  const fallback = paths.find((entry) => entry.locale === config.defaultLocale) ?? paths[0];
  return [...paths.map((entry) => ({ hrefLang: entry.locale, href: withPage(entry.path) })), ...(fallback ? [{ hrefLang: 'x-default', href: withPage(fallback.path) }] : [])];
}

/** The query parameters a page's canonical URL keeps: the page of a list, a language the path does not name. */
function canonicalParams(input: Pick<HeadInput, 'site' | 'url' | 'routeLocale'>): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const name of CANONICAL_PARAMS) params[name] = input.url.searchParams.get(name) || undefined;
  if (params.locale && (params.locale === input.site.config.defaultLocale || input.routeLocale)) params.locale = undefined;
  return params;
}

/** The page's canonical URL: the head's link, and the URL its structured data names. */
export function canonicalUrl(input: Pick<HeadInput, 'site' | 'url' | 'routeLocale'> & { canonicalPath?: string | undefined }): string {
  const path = input.canonicalPath ?? input.url.pathname;
  return absoluteUrl(canonicalOrigin(input.site, input.url), withParams(path, canonicalParams(input)));
}

export function headProps(input: HeadInput): HeadProps {
  const { config } = input.site;
  const origin = canonicalOrigin(input.site, input.url);
  const params = canonicalParams(input);
  const canonical = canonicalUrl({ ...input, canonicalPath: input.meta.canonicalPath });
  const title = documentTitle(input.meta.title, siteName(config, input.locale));
  return {
    title,
    description: input.meta.description?.trim() || config.description,
    siteName: siteName(config, input.locale),
    locale: input.locale,
    canonical,
    card: shareCard(input, origin, canonical, title),
    ogType: input.meta.ogType ?? 'website',
    noindex: input.preview || Boolean(input.meta.noindex),
    alternates: alternates(config, origin, input.localePaths, params.page),
    themeColor: appColours(config).theme,
    manifest: webManifestHref(config, input.locale),
    icon: siteIcon(config),
    ...(input.analyticsId ? { analyticsId: input.analyticsId } : {}),
    ...(input.meta.oembed ? { oembed: absoluteUrl(origin, withParams('/oembed', { url: canonical, format: 'json' })) } : {}),
    stylesheets: input.stylesheets,
    scripts: input.scripts,
    jsonLd: (input.meta.structuredData ?? []).map(serializeJsonLd),
  };
}

/**
 * The page's share card (worker/cards/share-cards.ts): `{canonical path}/card.png`, naming the page's
 * language when neither the path nor the site's default does, so a crawler gets the card the page shows.
 */
function shareCard(input: HeadInput, origin: string, canonical: string, title: string): HeadProps['card'] {
  const { config } = input.site;
  const pagePath = input.routed ? new URL(canonical).pathname : '/';
  const named = (input.routed ? input.routeLocale : undefined) ?? config.defaultLocale;
  const href = cardHref(pagePath, input.locale === named ? undefined : input.locale);
  return { url: absoluteUrl(origin, href), width: CARD_WIDTH, height: CARD_HEIGHT, alt: t(input.locale, 'share.cardAlt', { title }) };
}

// The image fields are being added to the site schema; read them without depending on their arrival.
function imageField(config: SiteConfig, name: 'icon'): string | undefined {
  const images = (config as { images?: Record<string, unknown> }).images;
  const value = images?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

function siteIcon(config: SiteConfig): string {
  return imageField(config, 'icon') ?? '/images/icon.svg';
}
