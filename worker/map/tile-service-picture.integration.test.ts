import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { scriptFault } from '../../test/support/forms/stand-ins';
import { siteZone } from '../../test/support/worker-fetch';

// The sandbox's outdoor variant names a tile service's style (OpenFreeMap's liberty, OpenMapTiles
// schema): its picture is drawn from that style, its TileJSON and tiles, answered here by the
// recording tile service stand-in behind the PROVIDERS binding (stand-ins/form-providers/tile-service.ts).

const zone = siteZone('tile-service');
const STYLE = 'https://tiles.openfreemap.org/styles/liberty';

async function serviceCalls(): Promise<string[]> {
  const res = await env.PROVIDERS.fetch('http://stand-ins/_stand-in/requests?provider=tiles');
  const { requests } = await res.json<{ requests: { url: string; status: number }[] }>();
  return requests.filter((r) => r.status === 200).map((r) => r.url);
}

const layersOf = (svg: string) => new Set([...svg.matchAll(/data-layer="([^"]+)"/g)].map((m) => m[1]));

describe("a picture on a tile service's style", () => {
  beforeAll(() => zone.register(['sandbox']), 60_000);

  it('falls back to the built-in basemap when the service fails, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn');
    await scriptFault('tiles', STYLE, 1);
    const res = await zone.fetch('sandbox', '/map/map.svg?layout=split');
    expect(res.status).toBe(200);
    const layers = layersOf(await res.text());
    expect(layers.has('earth')).toBe(true);
    expect(layers.has('road_motorway')).toBe(false);
    const logged = warn.mock.calls.map(([line]) => String(line)).find((line) => line.includes('static_map.tile_service_fallback'));
    expect(JSON.parse(logged!)).toMatchObject({ level: 'warn', site: 'sandbox', style: STYLE, reason: `${STYLE}: answered 503` });
    warn.mockRestore();
  });

  it("draws the style's layers from its tiles: fills, roads, boundaries, names, and the service's credits", async () => {
    const res = await zone.fetch('sandbox', '/map/map.svg?layout=page');
    expect(res.status).toBe(200);
    const svg = await res.text();
    const layers = layersOf(svg);
    for (const id of ['water', 'park', 'landcover_wood', 'waterway_river', 'road_motorway_casing', 'road_motorway', 'boundary_3', 'place_town']) expect(layers.has(id), id).toBe(true);
    // Not the built-in basemap's, and nothing of the style's raster source.
    expect(layers.has('land')).toBe(false);
    expect(layers.has('natural_earth')).toBe(false);
    expect(svg).toContain('<rect width="1120" height="640" fill="#efefef"');
    expect(svg).toMatch(/data-layer="place_town"[^>]*>Harbourton</);
    expect(svg).toContain('© OpenMapTiles © OpenStreetMap contributors');
    const calls = await serviceCalls();
    expect(calls).toContain(STYLE);
    expect(calls).toContain('https://tiles.openfreemap.org/planet');
    expect(calls.some((url) => /\/planet\/\d+\/\d+\/\d+\.pbf$/.test(url))).toBe(true);
  });

  it('keeps the style, TileJSON and tiles: another picture of the same area fetches nothing again', async () => {
    const before = (await serviceCalls()).length;
    const res = await zone.fetch('sandbox', '/map/map.svg?layout=index');
    expect(layersOf(await res.text()).has('road_motorway')).toBe(true);
    expect((await serviceCalls()).length).toBe(before);
  });
});
