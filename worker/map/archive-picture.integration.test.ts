import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { entryLinks, siteZone } from '../../test/support/worker-fetch';

// The Liechtenstein trail pictures drawn from the site's archive through the worker: where the archive
// stops, the world basemap's land goes on as it does on the map
// (docs/decisions/064-picture-detail-and-seam.md).

const zone = siteZone('archive-picture');
const { fetch: get, html } = zone;

/** The answer for the picture of the trail whose address holds the slug, at its page's size. */
async function pictureResponse(slug: string, query = ''): Promise<Response> {
  const link = entryLinks(await html('liechtenstein', '/trails?tab=grid')).find((href) => href.includes(slug));
  expect(link, slug).toBeDefined();
  return get('liechtenstein', `${link}/map.svg?layout=entry${query}`);
}

/** The picture of the trail whose address holds the slug, at its page's size. */
async function trailPicture(slug: string, query = ''): Promise<string> {
  const res = await pictureResponse(slug, query);
  expect(res.status).toBe(200);
  return res.text();
}

/** The x coordinates of the path the layer draws. */
function layerXs(svg: string, layer: string): number[] {
  const d = new RegExp(`<path d="([^"]*)"[^>]*data-layer="${layer}"`).exec(svg)?.[1] ?? '';
  return [...d.matchAll(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
}

describe("the Liechtenstein trail pictures at the archive's edge", () => {
  beforeAll(() => zone.register(['liechtenstein']), 60_000);

  it("draws land, not sea, east of the archive's land on the Fürstin-Gina-Weg over the Austrian border", async () => {
    const svg = await trailPicture('furstin-gina-weg');
    const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1]);
    // The archive's earth is the extract's box, which ends in the picture (9.64° E); the world's land
    // goes on to the picture's right edge.
    expect(Math.max(...layerXs(svg, 'earth'))).toBeGreaterThanOrEqual(width);
  });

  it('draws a place again from the tiles the isolate kept, without reading the archive from the bucket, for five minutes', async () => {
    const KEY = 'liechtenstein/basemap.pmtiles';
    const first = await trailPicture('gaflei-trail');
    const archive = await env.BASEMAPS.get(KEY);
    expect(archive).not.toBeNull();
    const bytes = await archive!.arrayBuffer();
    await env.BASEMAPS.delete(KEY);
    try {
      // A new address, so the page cache does not answer: the picture is drawn again.
      expect(await trailPicture('gaflei-trail', '&again=1')).toBe(first);
      // Past the kept time the tiles are read again (a replaced archive shows), and this one is gone.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 6 * 60 * 1000);
      expect((await pictureResponse('gaflei-trail', '&again=2')).status).toBe(503);
    } finally {
      vi.useRealTimers();
      await env.BASEMAPS.put(KEY, bytes);
    }
  });
});
