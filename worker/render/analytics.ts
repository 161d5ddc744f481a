import type { ResolvedSite } from '../tenancy/resolve-site';

/** Where the analytics tag (Google tag, gtag.js) loads from and reports to. */
export const ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/**
 * Web analytics (docs/product/menus-and-layout.md#analytics) only for a site that configured an id, and only on its production host:
 * never on staging, preview hosts or local runs, so their visits never count and their pages never
 * allow the tag's origins.
 */
export function analyticsId(site: Pick<ResolvedSite, 'stage' | 'host' | 'config'> | undefined): string | undefined {
  if (site?.stage !== 'production' || site.host !== site.config.hosts.production) return undefined;
  return site.config.analyticsId;
}
