import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedScaleContent } from '../../test/support/content-service/seed';
import { siteZone } from '../../test/support/worker-fetch';

// The map page of a large site, through the worker as deployed: its features hold every entry of
// the map types, and what a browser transfers for them (gzip, as the runtime sends it) fits 1 MB.
// geotourism-council: no other test counts its entries.

const zone = siteZone('map-features-scale');
const SITE = 'geotourism-council';
const SYNTHETIC = 10_000;
const BUDGET = 1_000_000;

interface Collection {
  features: { geometry: { type: string; coordinates: unknown }; properties: { entry: string; href: string; type: string; text: string } }[];
}

async function gzipBytes(bytes: Uint8Array): Promise<number> {
  const compressed = new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip')));
  return (await compressed.arrayBuffer()).byteLength;
}

beforeAll(async () => {
  await zone.register([SITE], { stage: 'production' });
  await seedScaleContent(env, SITE, SYNTHETIC);
}, 300_000);

describe('the map features of a site with 10,000 entries', () => {
  it('holds every entry of the map types, streamed, within 1 MB as transferred', async () => {
    const res = await zone.fetch(SITE, '/map/features.geojson', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    // The runtime gzips the body on its way out because of this header; the visitor's browser undoes it.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.length).toBeGreaterThan(2);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    const { features } = JSON.parse(new TextDecoder().decode(bytes)) as Collection;

    // Events are not a map type here (sites/defaults.ts map.featureTypes); every other synthetic entry is
    // drawn. Entry n is `scale-` and n in six digits, an event when n % 10 is 6 (content-service/demo/synthetic.ts).
    const expected = Array.from({ length: SYNTHETIC }, (_, n) => n)
      .filter((n) => n % 10 !== 6)
      .map((n) => `scale-${String(n).padStart(6, '0')}`);
    const drawn = new Set(features.map((feature) => feature.properties.entry).filter((id) => id.startsWith('scale-')));
    expect(drawn.size).toBe(expected.length);
    expect(expected.every((id) => drawn.has(id))).toBe(true);
    for (const { properties } of features.slice(0, 50)) {
      expect(properties.href).toMatch(/^\/entries\/[^/]+\/[^/]+$/);
      expect(properties.type).toBeTruthy();
    }
    // Coordinates rounded to 6 decimals: finer detail costs bytes and draws nothing.
    const point = features.find((feature) => feature.geometry.type === 'Point')!;
    for (const value of point.geometry.coordinates as number[]) expect(Math.abs(value * 1e6 - Math.round(value * 1e6))).toBeLessThan(1e-6);

    const transferred = await gzipBytes(bytes);
    expect(transferred).toBeLessThanOrEqual(BUDGET);
  }, 120_000);

  it('answers a visitor who accepts no compression in plain JSON', async () => {
    const res = await zone.fetch(SITE, '/map/features.geojson');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const { features } = (await res.json()) as Collection;
    expect(features.length).toBeGreaterThan(SYNTHETIC * 0.9);
  }, 120_000);
});
