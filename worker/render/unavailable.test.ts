import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failContent, removeContentGate } from '../../test/support/content-gate';
import { siteZone } from '../../test/support/worker-fetch';

// The content service failing, through the worker as deployed (decision 019): a page someone has seen
// is still served, a page nobody has seen answers 503 with Retry-After (never a 200 that says the
// guide is unavailable), and nothing of the failure is kept.

const zone = siteZone('unavailable');

async function get(site: string, path: string) {
  const res = await zone.fetch(site, path);
  return { res, html: await res.text(), hit: res.headers.get('x-page-cache') === 'hit' };
}

const UNAVAILABLE = '<h1 id="error-title">Briefly unavailable</h1>';

beforeAll(() => zone.register(['islands', 'valley-trails', 'canal-trail']), 60_000);
afterEach(removeContentGate);

describe('content service down', () => {
  it('serves a warm page: from the page cache, and rendered again from stored content answers', async () => {
    const warm = await get('islands', '/places');
    expect(warm.res.status).toBe(200);
    await vi.waitFor(async () => expect((await get('islands', '/places')).hit).toBe(true));
    failContent();
    const cached = await get('islands', '/places');
    expect(cached.res.status).toBe(200);
    expect(cached.hit).toBe(true);
    // Another query string misses the page cache but asks the content service the same questions.
    const rendered = await get('islands', '/places?from=newsletter');
    expect(rendered.res.status).toBe(200);
    expect(rendered.hit).toBe(false);
    expect(rendered.html).not.toContain(UNAVAILABLE);
    expect(rendered.html).toMatch(/\d+ - \d+ of \d+ items/);
  });

  it('answers 503 with Retry-After for index and home pages whose content was never stored, and keeps nothing of it', async () => {
    failContent();
    for (const path of ['/trails?text=never-asked', '/']) {
      const cold = await get('valley-trails', path);
      expect(cold.res.status, path).toBe(503);
      expect(cold.res.headers.get('retry-after'), path).toMatch(/^\d+$/);
      expect(cold.res.headers.get('cache-control'), path).toBe('no-store');
      expect(cold.html, path).toContain(UNAVAILABLE);
    }
    removeContentGate();
    for (const path of ['/trails?text=never-asked', '/']) {
      const recovered = await get('valley-trails', path);
      expect(recovered.res.status, path).toBe(200);
      expect(recovered.hit, path).toBe(false);
      expect(recovered.html, path).not.toContain(UNAVAILABLE);
    }
  });

  it('answers 503 for a page number nobody asked for while its first page is warm', async () => {
    expect((await get('islands', '/places')).res.status).toBe(200);
    failContent();
    const cold = await get('islands', '/places?page=2');
    expect(cold.res.status).toBe(503);
    expect(cold.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("answers 503 for a page of the map's list nobody asked for while the map page itself is warm", async () => {
    // canal-trail's home is its map page: the page entry is stored, the list's second page is not.
    expect((await get('canal-trail', '/')).res.status).toBe(200);
    failContent();
    const cold = await get('canal-trail', '/?page=2');
    expect(cold.res.status).toBe(503);
    expect(cold.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(cold.res.headers.get('cache-control')).toBe('no-store');
    removeContentGate();
    const recovered = await get('canal-trail', '/?page=2');
    expect(recovered.res.status).toBe(200);
    expect(recovered.hit).toBe(false);
    expect(recovered.html).not.toContain(UNAVAILABLE);
    expect(recovered.html).toContain('class="feature-list"');
  });
});
