import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** The paths the worker hands to the ASSETS binding (wrangler runs the worker first for every path). */
export const ASSET_PATHS = ['/assets/*', '/styles/*', '/images/*', '/fonts/*', '/favicon.svg', '/favicon.ico'] as const;

// build.mjs names bundles, the hashed stylesheets and maplibre's worker '<name>-<HASH>.<ext>': their
// content never changes.
const HASHED = /-[A-Z0-9]{8}\.(m?js|css)$/;

/**
 * Serves built files from ./dist; content-hashed files are cached for a year, others for a day. Every
 * answer is a copy: the binding's own headers are immutable, and the security headers go on all.
 */
export async function assetsHandler(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  if (path === '/favicon.ico') return c.redirect('/favicon.svg', 301);
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const out = new Response(res.body, res);
  if (res.ok) out.headers.set('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
  return out;
}
