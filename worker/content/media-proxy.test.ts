import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import type { AppEnv } from '../env';
import { onError } from '../on-error';
import { mediaProxy } from './media-proxy';

const SITE = 'vote-map';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2a6"/></svg>';

/**
 * The real embedded service answers every path here except the one illustration this file needs,
 * which it serves as the service would (its demo media bundle is generated separately).
 */
function serviceWithFile(calls: string[]) {
  return {
    fetch: (input: Parameters<Fetcher['fetch']>[0]) => {
      const request = new Request(input);
      // Only media requests count: the themed 404 page may load site content through the same binding.
      if (new URL(request.url).pathname.startsWith('/media/')) calls.push(new URL(request.url).pathname);
      if (new URL(request.url).pathname === `/media/${SITE}/ballot.svg`) {
        return Promise.resolve(new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Set-Cookie': 'tracking=1' } }));
      }
      return env.CONTENT.fetch(request);
    },
  };
}

async function get(path: string, calls: string[] = []) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('site', { host: `${SITE}.localhost`, stage: 'development', config: loadSiteConfig(SITE) });
    await next();
  });
  app.get('/media/*', mediaProxy);
  app.onError(onError);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://${SITE}.localhost${path}`), { ...env, CONTENT: serviceWithFile(calls) }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('media proxy', () => {
  it('serves the site project’s media from its own origin with the content type, static TTL and a sandboxing CSP', async () => {
    const calls: string[] = [];
    const res = await get(`/media/${SITE}/ballot.svg`, calls);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${loadSiteConfig(SITE).cache.static}`);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toBe(svg);
    const again = await get(`/media/${SITE}/ballot.svg`, calls);
    expect(await again.text()).toBe(svg);
    expect(again.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(calls).toEqual([`/media/${SITE}/ballot.svg`]);
  });

  it('keeps a 404 of the service a 404', async () => {
    const calls: string[] = [];
    const res = await get(`/media/${SITE}/missing.svg`, calls);
    expect(res.status).toBe(404);
    expect(calls).toEqual([`/media/${SITE}/missing.svg`]);
  });

  it('answers 404 without asking upstream for another project or a path that escapes', async () => {
    const calls: string[] = [];
    for (const path of ['/media/islands/beach.svg', `/media/${SITE}/../islands/beach.svg`, `/media/${SITE}/`, `/media/${SITE}/.hidden`]) {
      expect((await get(path, calls)).status).toBe(404);
    }
    expect(calls).toEqual([]);
  });
});
