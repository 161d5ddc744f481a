import { VectorTile } from '@mapbox/vector-tile';
import { env } from 'cloudflare:test';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The archive `npm run basemap:build` makes from the committed Liechtenstein extract, served by the
// worker from R2 as a variant's basemap (the sandbox's hybrid names an archive key; the archive is
// the one the local stack puts in the bucket, docs/decisions/050-osm-basemap-builder.md).

const zone = siteZone('osm-basemap');
const KEY = 'sandbox/hybrid.pmtiles';
// The z14 tile over Vaduz.
const VADUZ_Z14 = { z: 14, x: 8625, y: 5753 };

interface Style {
  sources: Record<string, { type: string; tiles: string[]; minzoom: number; maxzoom: number; attribution?: string }>;
}

describe('an OpenStreetMap basemap archive in R2', () => {
  beforeAll(async () => {
    await zone.register(['sandbox'], { seed: false });
    await env.BASEMAPS.put(KEY, env.TEST_OSM_BASEMAP);
  }, 60_000);

  it('gives the style the archive zooms 0 to 15 and serves its footpaths by range', async () => {
    const style = await (await zone.fetch('sandbox', '/map/style.json?style=hybrid')).json<Style>();
    // The archive's own source, over the world basemap's (docs/decisions/051-protomaps-schema.md).
    const source = Object.values(style.sources).find((found) => found.tiles?.[0]?.includes('/map/archive/hybrid/'));
    expect(source).toMatchObject({ type: 'vector', minzoom: 0, maxzoom: 15 });

    const { z, x, y } = VADUZ_Z14;
    const res = await zone.fetch('sandbox', `/map/archive/hybrid/${z}/${x}/${y}.pbf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    const tile = new VectorTile(new PbfReader(new Uint8Array(await res.arrayBuffer())));
    expect(Object.keys(tile.layers)).toEqual(expect.arrayContaining(['earth', 'landuse', 'roads', 'buildings']));
    const roads = tile.layers.roads!;
    const kinds = Array.from({ length: roads.length }, (_, i) => roads.feature(i).properties.kind);
    expect(kinds).toContain('path');
    // Past the archive's deepest zoom.
    expect((await zone.fetch('sandbox', `/map/archive/hybrid/16/${x * 2}/${y * 2}.pbf`)).status).toBe(404);
  });
});
