import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { failContentWhere, removeContentGate } from '../../test/support/content-gate';
import { previewQuery, siteZone } from '../../test/support/worker-fetch';
import { cacheControl } from './page-cache';

// The full-page cache as visitors meet it, through the worker as deployed: a stored copy answers
// with X-Page-Cache: hit, without rendering again.

const zone = siteZone('page-cache');

async function get(site: string, path: string, init: RequestInit = {}) {
  const res = await zone.fetch(site, path, init);
  return { res, html: await res.text(), hit: res.headers.get('x-page-cache') === 'hit' };
}

/** A page is stored once it has streamed out, after the answer: ask again until the copy answers. */
function storedCopy(site: string, path: string, init: RequestInit = {}) {
  return vi.waitFor(async () => {
    const answer = await get(site, path, init);
    expect(answer.hit).toBe(true);
    return answer;
  });
}

/** Long enough for a page that would be stored to have been stored. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const frameAncestors = (res: Response) => (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors'));

beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);
afterEach(removeContentGate);

describe('page cache', () => {
  it('serves a repeated request from the cache, whatever the order of the query and its tracking parameters', async () => {
    const first = await get('canal-trail', '/about?b=2&a=1');
    expect(first.hit).toBe(false);
    const again = await storedCopy('canal-trail', '/about?a=1&b=2&utm_source=mail');
    expect(again.html).toBe(first.html);
    // Answered whole, with its length, and with the headers every answer carries.
    expect(Number(again.res.headers.get('content-length'))).toBe(new TextEncoder().encode(again.html).byteLength);
    expect(again.res.headers.get('x-request-id')).toBeTruthy();
    expect(again.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('canal-trail', '/about?a=1')).hit).toBe(false);
  });

  it('keys by locale, and skips visitors with other cookies and previews', async () => {
    const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
    expect(langOf((await storedCopy('islands', '/supporters')).html)).toBe('en');
    const spanish = { headers: { cookie: 'locale=es' } };
    expect(langOf((await storedCopy('islands', '/supporters', spanish)).html)).toBe('es');
    const preview = `/supporters?${await previewQuery('islands')}`;
    for (const [path, init] of [
      ['/supporters', { headers: { cookie: 'session=abc' } }],
      [preview, {}],
    ] as const) {
      await get('islands', path, init);
      await settle();
      expect((await get('islands', path, init)).hit, path).toBe(false);
    }
  });

  it('does not store error pages', async () => {
    await get('canal-trail', '/entries/nothing/no-such-entry');
    await settle();
    const again = await get('canal-trail', '/entries/nothing/no-such-entry');
    expect(again.res.status).toBe(404);
    expect(again.hit).toBe(false);
  });

  it('does not keep a page whose view failed after the response started', async () => {
    failContentWhere((url) => url.searchParams.has('page') && url.searchParams.get('page') !== '999');
    const failed = await get('canal-trail', '/places?page=999');
    expect(failed.res.status).toBe(200);
    expect(failed.html).toContain('<h1 id="error-title">Briefly unavailable</h1>');
    removeContentGate();
    await settle();
    const again = await get('canal-trail', '/places?page=999');
    expect(again.hit).toBe(false);
    expect(again.html).not.toContain('Briefly unavailable');
  });

  it('keeps an embed frameable when it comes from the cache, and other pages not', async () => {
    const embed = await storedCopy('islands', '/embeds/flamenco-beach/place-flamenco-beach');
    expect(embed.res.headers.has('x-page-frameable')).toBe(false);
    expect(frameAncestors(embed.res)).toBe(`frame-ancestors ${loadSiteConfig('islands').embed.frameAncestors.join(' ')}`);
    expect(frameAncestors((await storedCopy('islands', '/about')).res)).toBe("frame-ancestors 'none'");
  });
});

// The rule alone: the worker's pages use the 'dynamic' mode, and every 4xx or 5xx they answer is an
// error page marked 'none' (render-page.test.tsx).
const ttl = loadSiteConfig('canal-trail').cache;

describe('cacheControl', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps pages in shared caches for the site's dynamic TTL, never in browsers", () => {
    expect(cacheControl({ mode: 'dynamic', preview: false, status: 200, ttl })).toBe(`public, max-age=0, s-maxage=${ttl.dynamic}`);
  });

  it('keeps a page no longer than what it says holds: until its `until`, and never beyond the TTL', () => {
    // The clock held still: a millisecond passing between the two readings of it would take a second off.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-21T10:00:00.250Z') });
    const at = (seconds: number) => cacheControl({ mode: 'dynamic', preview: false, status: 200, ttl, until: Date.now() + seconds * 1000 });
    expect(at(1800)).toBe('public, max-age=0, s-maxage=1800');
    expect(at(ttl.dynamic + 7200)).toBe(`public, max-age=0, s-maxage=${ttl.dynamic}`);
    // At the very end of the day a second, never 0 (which would read as no lifetime at all).
    expect(at(-5)).toBe('public, max-age=0, s-maxage=1');
  });

  it('keeps a client error a minute, and stores no server error, preview or "none" answer', () => {
    expect(cacheControl({ mode: 'dynamic', preview: false, status: 404, ttl })).toBe('public, max-age=0, s-maxage=60');
    expect(cacheControl({ mode: 'dynamic', preview: false, status: 503, ttl })).toBe('no-store');
    expect(cacheControl({ mode: 'dynamic', preview: true, status: 200, ttl })).toBe('no-store');
    expect(cacheControl({ mode: 'none', preview: false, status: 200, ttl })).toBe('no-store');
  });
});
