import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { absoluteUrl, canonicalOrigin } from '../render/head-model';

/**
 * Crawlers may read everything except previews and form posts. Staging hosts are public but must
 * never be indexed, so they disallow everything; development hosts answer like production so audits
 * see what production serves. The Sitemap line names the canonical host.
 */
function robotsTxt(stage: 'production' | 'staging' | 'development', origin: string): string {
  const rules = stage === 'staging' ? ['Disallow: /'] : ['Disallow: /*?*preview=', 'Disallow: /preferences/', 'Disallow: /forms/'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

export function robotsHandler(c: Context<AppEnv>): Response {
  const site = c.get('site');
  return c.body(robotsTxt(site.stage, canonicalOrigin(site, new URL(c.req.url))), 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': `public, max-age=3600, s-maxage=${site.config.cache.static}`,
  });
}
