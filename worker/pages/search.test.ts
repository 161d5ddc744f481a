import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';

const zone = siteZone('search');

const json = { headers: { accept: 'application/json' } };

describe('GET /search', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);

  it('answers the panel with at most the configured number of entry links', async () => {
    const res = await zone.fetch('islands', '/search?text=beach', json);
    expect(res.status).toBe(200);
    const { results } = await res.json<{ results: { title: string; url: string }[] }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(loadSiteConfig('islands').search.limit);
    expect(results.every((r) => /^\/entries\/[a-z0-9-]+\/[^/]+$/.test(r.url))).toBe(true);
    expect(results.some((r) => /beach/i.test(r.title))).toBe(true);
  });

  it('links Spanish visitors to the Spanish entry paths', async () => {
    const res = await zone.fetch('islands', '/search?text=flamenco', { headers: { accept: 'application/json', cookie: 'locale=es' } });
    const { results } = await res.json<{ results: { url: string }[] }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.url.startsWith('/articulos/'))).toBe(true);
  });

  it('returns nothing for fewer than 3 characters after trimming', async () => {
    const res = await zone.fetch('islands', '/search?text=%20ab%20', json);
    expect(await res.json()).toEqual({ results: [] });
  });

  it('renders a results page without JavaScript, with the no-results message when empty', async () => {
    const page = await (await zone.fetch('islands', '/search?text=beach')).text();
    expect(page).toContain('Search results: beach');
    expect(page).toMatch(/<label for="search-refine-text">Search this guide<\/label><input id="search-refine-text" type="search"[^>]* name="text" value="beach"/);
    expect(page).toMatch(/<article class="card" data-type="place"><img class="card__image"[^>]*><div class="card-body"><p class="card__meta"><span class="tag">Place<\/span>/);
    expect(page).toMatch(/<h2 class="card__title"><a href="\/entries\/[^"]+">[^<]*Beach/);
    const empty = await (await zone.fetch('islands', '/search?text=zzzzqqq')).text();
    expect(empty).toContain('No results were found.');
  });

  it('takes the query as q as well as text', async () => {
    const page = await (await zone.fetch('islands', '/search?q=beach')).text();
    expect(page).toContain('Search results: beach');
    expect(page).toMatch(/<h2 class="card__title"><a href="\/entries\/[^"]+">[^<]*Beach/);
  });

  it('does not exist where content search is disabled', async () => {
    const res = await zone.fetch('canal-trail', '/search?text=canal');
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});
