import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { keyHash } from '../key-hash';
import { cardHref, cardPath } from '../../core/routes';
import type { AppEnv } from '../env';
import { CardUnavailable, NotFound } from '../errors';
import { inBackground } from '../background';
import { pageScopes } from '../ops/purge/generations';
import { cardContent } from './card-content';

// GET {page path}/card.png: the page's share card (its og:image), a 1200x630 PNG. Drawn by the card
// worker (card-service/, the CARDS service binding) on a miss only, then kept in the Cache API under
// a key made like a page's: the page's path and language, the content phases, the build, and the
// purge generations of the page's scopes, so a purge or a deploy draws it anew. Rasterising takes
// more CPU than a page (docs/quality.md); the page itself only names the card's URL and never waits
// for it (docs/decisions/033-share-cards.md).

const CACHE_NAME = 'cards';
/** Browsers and crawlers may keep a card an hour; the shared cache for the site's static TTL. */
const BROWSER_SECONDS = 3600;

async function cacheKey(c: Context<AppEnv>, pagePath: string): Promise<Request> {
  const { config } = c.var.site;
  const generation = c.var.generations.of(pageScopes(c.var.route));
  const material = JSON.stringify(['card', config.id, pagePath, c.var.locale, config.content.phases, c.var.environment.buildVersion, generation]);
  return new Request(`https://card-cache.invalid/${config.id}/${await keyHash(material)}`);
}

/** The card worker's PNG for a model; anything else is a CardUnavailable (503). */
async function rasterise(c: Context<AppEnv>, model: unknown): Promise<ArrayBuffer> {
  const response = await c.env.CARDS.fetch(new Request('https://card-service/card', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(model) }));
  if (response.status !== 200 || response.headers.get('Content-Type') !== 'image/png') {
    throw new CardUnavailable(`card worker answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  return response.arrayBuffer();
}

async function cardHandler(c: Context<AppEnv>, pagePath: string): Promise<Response> {
  const match = c.var.route;
  if (!match) throw new NotFound(new URL(c.req.url).pathname);
  const { config } = c.var.site;
  const store = !c.var.preview;
  const [key, cache] = await Promise.all([cacheKey(c, pagePath), caches.open(CACHE_NAME)]);
  const hit = store ? await cache.match(key) : undefined;
  c.var.metrics.pageCache = hit ? 'hit' : 'miss';
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('X-Card-Cache', 'hit');
    return res;
  }
  const model = await cardContent(c, match);
  if ('redirect' in model) {
    const [path, query] = model.redirect.split('?', 2) as [string, string | undefined];
    return c.redirect(`${cardHref(path)}${query ? `?${query}` : ''}`, 301);
  }
  const png = await rasterise(c, model);
  const headers = {
    'Content-Type': 'image/png',
    'Content-Length': String(png.byteLength),
    'Cache-Control': store ? `public, max-age=${BROWSER_SECONDS}, s-maxage=${config.cache.static}` : 'no-store',
  };
  if (store) inBackground(c.executionCtx, 'card_cache.store_failed', cache.put(key, new Response(png, { headers })), { site: config.id, path: pagePath });
  return new Response(png, { headers: { ...headers, 'X-Card-Cache': 'miss' } });
}

/** Mount with `app.get('*', shareCards)` before the page handler: the request state matched the card as its page. */
export const shareCards = createMiddleware<AppEnv>(async (c, next) => {
  const card = cardPath(new URL(c.req.url).pathname);
  return card ? cardHandler(c, card.pagePath) : next();
});
