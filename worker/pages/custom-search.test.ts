import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { recorded, scriptFault } from '../../test/support/forms/stand-ins';
import { environmentOf } from '../env';
import { siteZone } from '../../test/support/worker-fetch';

// The custom site search provider (docs/product/routes.md#search) as a visitor reaches it: through the worker's /search, which
// asks the provider (here the recording stand-in behind PROVIDERS) with the site's key, so the key
// never reaches a browser. Titles arrive as HTML and are shown as text; failures give no results.

const zone = siteZone('custom-search');
const JSON_ACCEPT = { headers: { Accept: 'application/json' } };

async function results(site: string, text: string): Promise<{ status: number; results: { title: string; url: string }[] }> {
  const res = await zone.fetch(site, `/search?text=${encodeURIComponent(text)}`, JSON_ACCEPT);
  return { status: res.status, ...((await res.json()) as { results: { title: string; url: string }[] }) };
}

describe('custom site search', () => {
  beforeAll(() => zone.register(['services', 'canal-trail']), 60_000);

  it('asks the provider with cx, fields, key and q from the worker and answers titles as text', async () => {
    const term = `ferry ${crypto.randomUUID().slice(0, 8)}`;
    const { status, results: found } = await results('services', term);
    expect(status).toBe(200);
    expect(found).toEqual([
      { title: `Guide to ${term} & more`, url: `https://guide.example/${encodeURIComponent(term.replace(' ', '-'))}` },
      { title: `${term} trips`, url: `https://guide.example/${encodeURIComponent(term.replace(' ', '-'))}/trips` },
    ]);
    const [call] = await recorded('search', term);
    expect(call!.body).toEqual({ cx: 'services-site-search', fields: 'items(htmlTitle,link)', key: environmentOf(env).secretsOf('services').searchKey, q: term });
  });

  it('the results page shows the titles as text, never as markup, and the key nowhere', async () => {
    const term = `lock ${crypto.randomUUID().slice(0, 8)}`;
    const res = await zone.fetch('services', `/search?text=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<a href="https://guide.example/`);
    expect(html).toContain(`>Guide to ${term} &amp; more</a>`);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain(environmentOf(env).secretsOf('services').searchKey!);
  });

  it('a failing or hanging provider gives empty results', async () => {
    const term = `outage ${crypto.randomUUID().slice(0, 8)}`;
    await scriptFault('search', term.replace(' ', '+'), 1, 'error');
    expect(await results('services', term)).toEqual({ status: 200, results: [] });
    expect(await results('services', `nothing ${term}`)).toEqual({ status: 200, results: [] });
  });

  it('the panel shows only where a backend is enabled; search is off by default', async () => {
    const services = await (await zone.fetch('services', '/')).text();
    expect(services).toContain('data-island="search"');
    const canal = await (await zone.fetch('canal-trail', '/')).text();
    expect(canal).not.toContain('data-island="search"');
    expect((await zone.fetch('canal-trail', '/search?text=towpath', JSON_ACCEPT)).status).toBe(404);
  });
});
