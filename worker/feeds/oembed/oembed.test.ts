import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../../test/support/worker-fetch';

// oEmbed through the assembled worker: entry pages link their oEmbed answer, which gives a CMS the
// iframe of the entry's embed route; anything that is not one of the site's entry pages is a 404.

const zone = siteZone('oembed');
const JSON_ACCEPT = { headers: { Accept: 'application/json' } };

/** An entry page of the demo content, followed from its id to its canonical path. */
async function entryPage(id: string): Promise<{ url: string; html: string }> {
  const location = (await zone.fetch('islands', `/entries/x/${id}`)).headers.get('location')!;
  return { url: `http://${zone.host('islands')}${location}`, html: await (await zone.fetch('islands', location)).text() };
}

const oembed = (url: string, query = '') => zone.fetch('islands', `/oembed?url=${encodeURIComponent(url)}&format=json${query}`, JSON_ACCEPT);
const decode = (value: string) => value.replaceAll('&amp;', '&');

describe('oEmbed', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);

  it('entry pages link their oEmbed answer; that answer is rich JSON with the iframe of the embed route', async () => {
    const { url, html } = await entryPage('food-el-quenepo');
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]+)"\/>/.exec(html);
    expect(link, 'no oEmbed discovery link').not.toBeNull();
    const discovery = new URL(decode(link![1]!));
    expect(discovery.pathname).toBe('/oembed');
    expect(discovery.searchParams.get('url')).toBe(url);
    expect(discovery.searchParams.get('format')).toBe('json');

    const res = await zone.fetch('islands', `${discovery.pathname}${discovery.search}`, JSON_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Record<string, unknown>;
    const embedUrl = `http://${zone.host('islands')}/embeds/${new URL(url).pathname.split('/')[2]}/food-el-quenepo`;
    expect(body).toMatchObject({ version: '1.0', type: 'rich', title: 'El Quenepo', provider_url: `http://${zone.host('islands')}/`, width: 480, height: 420 });
    expect(body.html).toBe(`<iframe src="${embedUrl}" title="El Quenepo (${body.provider_name})" width="480" height="420" loading="lazy" style="border:0;max-width:100%"></iframe>`);

    // The iframe's page is the embed route: the one route another site may frame.
    const framed = await zone.fetch('islands', new URL(embedUrl).pathname, { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(framed.status).toBe(200);
    expect(framed.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  });

  it('keeps within maxwidth and maxheight', async () => {
    const { url } = await entryPage('food-el-quenepo');
    const body = (await (await oembed(url, '&maxwidth=300&maxheight=200')).json()) as { width: number; height: number; html: string };
    expect(body).toMatchObject({ width: 300, height: 200 });
    expect(body.html).toContain('width="300" height="200"');
  });

  it('answers 404 for another site, a page that is not an entry, an unknown entry, and another site of the platform', async () => {
    const { url } = await entryPage('food-el-quenepo');
    const path = new URL(url).pathname;
    for (const foreign of [
      `https://example.com${path}`,
      `http://${zone.host('islands')}/about`,
      `http://${zone.host('islands')}/places`,
      `http://${zone.host('islands')}/entries/nothing/no-such-entry`,
      `http://${zone.host('canal-trail')}${path}`,
    ]) {
      const res = await oembed(foreign);
      expect(res.status, foreign).toBe(404);
    }
  });

  it('names the field of a bad request', async () => {
    const missing = await zone.fetch('islands', '/oembed?format=json', JSON_ACCEPT);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('url');
    const xml = await zone.fetch('islands', `/oembed?url=${encodeURIComponent(`http://${zone.host('islands')}/`)}&format=xml`, JSON_ACCEPT);
    expect(xml.status).toBe(400);
    expect(JSON.stringify(await xml.json())).toContain('format');
  });

  it('names the production host in the iframe on production', async () => {
    await zone.registerHost('islands.travel-guide.example', 'islands', 'production');
    const { url } = await entryPage('food-el-quenepo');
    const path = new URL(url).pathname;
    const res = await exports.default.fetch(new Request(`https://islands.travel-guide.example/oembed?url=${encodeURIComponent(`https://islands.travel-guide.example${path}`)}`, JSON_ACCEPT));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { html: string; provider_url: string };
    expect(body.provider_url).toBe('https://islands.travel-guide.example/');
    expect(body.html).toContain('src="https://islands.travel-guide.example/embeds/');
  });
});
