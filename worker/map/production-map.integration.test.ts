import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// A site with a production style (the sandbox), through the worker as deployed:
// the style route sends the map to the tile service, and only pages that can show a map let the
// browser reach the configured hosts.

const zone = siteZone('production-map');
const FREEMAP = 'https://tiles.openfreemap.org';

const connectSrc = (res: Response) => /connect-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('production styles', () => {
  beforeAll(() => zone.register(['sandbox', 'islands']), 60_000);

  it("redirects a variant with a production style to its tile service, and serves the offline basemap's otherwise", async () => {
    const outdoor = await zone.fetch('sandbox', '/map/style.json?style=outdoor');
    expect(outdoor.status).toBe(302);
    expect(outdoor.headers.get('location')).toBe(`${FREEMAP}/styles/liberty`);
    // The site's default variant is outdoor: asking for none asks for it.
    expect((await zone.fetch('sandbox', '/map/style.json')).headers.get('location')).toBe(`${FREEMAP}/styles/liberty`);
    // The sandbox's hybrid is a PMTiles archive (pmtiles-map.integration.test.ts).
    const offline = await zone.fetch('islands', '/map/style.json?style=outdoor');
    expect(offline.status).toBe(200);
    expect((await offline.json<{ metadata: Record<string, unknown> }>()).metadata['travel-guide:variant']).toBe('outdoor');
  });

  it('allows exactly the configured map hosts, and only on pages that can show a map', async () => {
    const map = await zone.fetch('sandbox', '/map');
    expect(map.status).toBe(200);
    expect(connectSrc(map)).toBe(`'self' ${FREEMAP}`);
    await map.text();
    // From the page cache too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await zone.fetch('sandbox', '/map');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(connectSrc(again)).toBe(`'self' ${FREEMAP}`);
    const index = await zone.fetch('sandbox', '/places');
    expect(connectSrc(index)).toBe(`'self' ${FREEMAP}`);
    // A grid-only index and the site's own assets show no map.
    expect(connectSrc(await zone.fetch('sandbox', '/embed-tests'))).toBe("'self'");
    expect(connectSrc(await zone.fetch('sandbox', '/map/glyphs/Noto%20Sans%20Regular/0-255.pbf'))).toBe("'self'");
    // A site on the offline basemap names no other host, even on its map page.
    expect(connectSrc(await zone.fetch('islands', '/map'))).toBe("'self'");
  });
});
