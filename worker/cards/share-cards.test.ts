import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';
import { ISLANDS_ENTRY_OF_EACH_TYPE } from '../../test/support/islands-entries';

// Share cards as a social network reads them: the page's og:image and twitter:image tags, then the
// card URL, through the worker as deployed with the card worker behind its service binding.

const zone = siteZone('share-cards');

/** The page at an entry's canonical path (a wrong title slug answers 301 to it). */
async function entryPage(id: string, query = ''): Promise<string> {
  const first = await zone.fetch('islands', `/entries/x/${id}${query}`);
  expect(first.status, id).toBe(301);
  const res = await zone.fetch('islands', first.headers.get('location')!);
  expect(res.status, id).toBe(200);
  return res.text();
}

function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key.replaceAll(':', '\\:')}" content="([^"]*)"/>`).exec(html);
  return found?.[1]?.replaceAll('&amp;', '&');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** The card a page declares: its tags checked, its URL fetched through the worker. */
async function declaredCard(html: string): Promise<{ url: string; alt: string; bytes: Uint8Array; cache: string | null }> {
  const url = meta(html, 'og:image')!;
  expect(url).toMatch(/^http:\/\/islands\.share-cards\.test\/.*card\.png(\?locale=es)?$/);
  expect(meta(html, 'twitter:image')).toBe(url);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:image:type')).toBe('image/png');
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  const alt = meta(html, 'og:image:alt')!;
  expect(alt.length).toBeGreaterThan(10);
  expect(meta(html, 'twitter:image:alt')).toBe(alt);
  const { pathname, search } = new URL(url);
  const res = await zone.fetch('islands', `${pathname}${search}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(pngSize(bytes)).toEqual([1200, 630]);
  return { url, alt, bytes, cache: res.headers.get('x-card-cache') };
}

describe('share cards', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it.each(ISLANDS_ENTRY_OF_EACH_TYPE)("%s's page declares a 1200x630 PNG card with alt texts, and its URL answers that PNG", async (id) => {
    const html = await entryPage(id);
    const title = /<title>([^<]*) · /.exec(html)![1]!;
    const card = await declaredCard(html);
    expect(card.url).toMatch(new RegExp(`/${id}/card\\.png$`));
    expect(card.alt).toContain(title.replaceAll('&amp;', '&').replaceAll('&#x27;', "'"));
    expect(card.alt).toMatch(/^Share card of /);
  });

  it('speaks the page language in the alt text and on the card URL', async () => {
    const html = await entryPage('trail-mount-pirata-trail', '?locale=es');
    const card = await declaredCard(html);
    expect(card.url).toMatch(/\/card\.png\?locale=es$/);
    expect(card.alt).toMatch(/^Tarjeta de «/);
    const english = await declaredCard(await entryPage('trail-mount-pirata-trail'));
    expect(card.bytes).not.toEqual(english.bytes);
  });

  it('draws different trails differently', async () => {
    const trails = (await (await zone.fetch('islands', '/trails/features.geojson')).json()) as { features: { properties: { entry: string } }[] };
    const ids = [...new Set(trails.features.map((feature) => feature.properties.entry))];
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const [one, two] = await Promise.all([entryPage(ids[0]!), entryPage(ids[1]!)]);
    const [a, b] = [await declaredCard(one), await declaredCard(two)];
    expect(a.url).not.toBe(b.url);
    expect(a.bytes).not.toEqual(b.bytes);
  });

  it('answers the second request for a card from the cache, with the same bytes', async () => {
    const html = await entryPage('food-el-quenepo', '?locale=es');
    const first = await declaredCard(html);
    // The first answer stores the card in the background: wait for a hit rather than for a timer.
    let again = await declaredCard(html);
    for (let tries = 0; again.cache !== 'hit' && tries < 20; tries++) again = await declaredCard(html);
    expect(again.cache).toBe('hit');
    expect(again.bytes).toEqual(first.bytes);
  });

  it('gives the home page and an index page cards of their own', async () => {
    const home = await (await zone.fetch('islands', '/')).text();
    const homeCard = await declaredCard(home);
    expect(homeCard.url).toBe('http://islands.share-cards.test/card.png');
    const places = await (await zone.fetch('islands', '/places')).text();
    const placesCard = await declaredCard(places);
    expect(placesCard.url).toBe('http://islands.share-cards.test/places/card.png');
    expect(placesCard.bytes).not.toEqual(homeCard.bytes);
  });

  it('redirects a mistyped entry title to the card of its canonical page, and answers 404 for an unknown page', async () => {
    const moved = await zone.fetch('islands', '/entries/x/trail-mount-pirata-trail/card.png');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/^\/entries\/[a-z-]+\/trail-mount-pirata-trail\/card\.png$/);
    expect((await zone.fetch('islands', '/no-such-page/card.png')).status).toBe(404);
  });
});
