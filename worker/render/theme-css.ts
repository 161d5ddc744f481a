import type { Context } from 'hono';
import type { SiteConfig } from '../../core/site-config';
import type { AppEnv } from '../env';

type StyleVariables = SiteConfig['theme']['styleVariables'];

/** The site's style variables as custom properties on :root; values were validated as plain CSS. */
function themeCss(variables: StyleVariables): string {
  const lines = Object.entries(variables)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `  --${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** FNV-1a over the stylesheet: a stable, synchronous version tag for the cache-busting query. */
function themeVersion(variables: StyleVariables): string {
  const text = themeCss(variables);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function themeHref(variables: StyleVariables): string {
  return `/theme.css?v=${themeVersion(variables)}`;
}

/** GET /theme.css: immutable when the version matches, briefly cached otherwise (an old link). */
export function themeCssHandler(c: Context<AppEnv>): Response {
  const variables = c.get('site').config.theme.styleVariables;
  const current = c.req.query('v') === themeVersion(variables);
  return c.body(themeCss(variables), 200, {
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
}
