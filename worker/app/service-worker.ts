import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';

export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * GET /sw.js: the service worker build.mjs wrote (client/sw/sw.ts), the same file on every site's
 * origin, at the root so its scope is the whole site. Revalidated on every check: a new build must
 * replace the old worker at once.
 */
export async function serviceWorkerHandler(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new URL(SERVICE_WORKER_PATH, c.req.url));
  if (!res.ok) throw new NotFound(SERVICE_WORKER_PATH);
  return new Response(res.body, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' },
  });
}
