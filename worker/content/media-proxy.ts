import type { Context } from 'hono';
import { inBackground } from '../background';
import type { AppEnv } from '../env';
import { ContentUnavailable, NotFound } from '../errors';
import { log } from '../ops/log';
import { send, upstreamFor } from './transport';

// Images of the embedded content service are served from the site's own origin, so no page ever
// points at a third-party host. Only the site's own project is reachable through its hosts.

const MEDIA_CACHE = 'travel-guide-media';
const KEY_ORIGIN = 'https://media-cache.travel-guide.internal';
const mediaPath = /^\/media\/([a-z0-9-]+)\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
/** Media may be SVG: opened directly it must not run script in the site's origin. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function answer(body: BodyInit | null, contentType: string, maxAge: number): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': `public, max-age=${maxAge}`,
      'Content-Security-Policy': MEDIA_CSP,
    },
  });
}

/** GET /media/{project}/{file}: through the content transport, cached for the site's static TTL. */
export async function mediaProxy(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.var.site;
  const match = mediaPath.exec(c.req.path);
  if (!match || match[1] !== config.content.project) throw new NotFound('media');
  const cache = await caches.open(MEDIA_CACHE);
  const key = `${KEY_ORIGIN}/${config.id}${c.req.path}`;
  const hit = await cache.match(key);
  if (hit) {
    const res = answer(hit.body, hit.headers.get('Content-Type') ?? 'application/octet-stream', config.cache.static);
    res.headers.set('X-Media-Cache', 'hit');
    return res;
  }
  const upstream = upstreamFor(c.env, c.var.environment, config.content);
  const response = await send(upstream, new Request(`${upstream.contentBase}${c.req.path}`), config.content.timeoutMs).catch((cause: unknown) => {
    throw new ContentUnavailable(`Media unavailable for ${config.id}`, 60, { cause });
  });
  if (response.status === 404) throw new NotFound('media');
  if (!response.ok) {
    log('warn', 'media.upstream_failed', { site: config.id, path: c.req.path, status: response.status });
    throw new ContentUnavailable(`Media unavailable for ${config.id}: ${response.status}`);
  }
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const bytes = await response.arrayBuffer();
  inBackground(c.executionCtx, 'media.store_failed', cache.put(key, answer(bytes, contentType, config.cache.static)), { site: config.id, path: c.req.path });
  return answer(bytes, contentType, config.cache.static);
}
