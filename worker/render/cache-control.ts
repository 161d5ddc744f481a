import type { SiteConfig } from '../../core/site-config';

/** 'none' for answers no cache may keep (errors, forms, framing refusals). */
export type PageCacheMode = 'dynamic' | 'none';

/**
 * Browsers always revalidate (max-age=0) so a locale switch or a new notice shows at once; shared
 * caches keep the page for the site's dynamic TTL. Preview and errors are never stored.
 */
export function cacheControl(options: { mode: PageCacheMode; preview: boolean; status: number; ttl: SiteConfig['cache'] }): string {
  if (options.preview || options.mode === 'none' || options.status >= 500) return 'no-store';
  if (options.status >= 400) return 'public, max-age=0, s-maxage=60';
  return `public, max-age=0, s-maxage=${options.ttl.dynamic}`;
}

/** Only what the answer actually depends on: the locale cookie matters only on bilingual sites. */
export function varyHeader(config: SiteConfig): string | undefined {
  return config.locales.length > 1 ? 'Cookie' : undefined;
}
