import { VectorTile } from '@mapbox/vector-tile';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeGlyphRange } from '../../test/support/glyph-range';
import { MAP_FONTS } from '../../core/map/fonts';
import { siteZone } from '../../test/support/worker-fetch';

// The map's style, tiles and glyphs through the worker as deployed, reading ./dist/map as built by
// scripts/basemap/build-basemap.mjs (npm test builds first).

const zone = siteZone('map');
const get = (path: string, site = 'islands') => zone.fetch(site, path);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The parts of the style JSON these tests read. */
interface StyleJson {
  metadata: Record<string, unknown>;
  center: number[];
  glyphs: string;
  sources: { basemap: { tiles: string[] } };
  layers: { id: string; paint?: Record<string, unknown>; layout?: Record<string, unknown> }[];
}
const styleAt = async (path: string) => (await (await get(path)).json()) as StyleJson;

/** The build's version, as the style names it. */
let version: string;

/** x/y of the z6 tile holding a point (web mercator). */
function tileAt(lng: number, lat: number, z = 6): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)];
}

async function tile(lng: number, lat: number, requested = version): Promise<{ res: Response; tile: VectorTile }> {
  const [x, y] = tileAt(lng, lat);
  const res = await get(`/map/tiles/6/${x}/${y}.pbf?v=${requested}`);
  expect(res.status).toBe(200);
  return { res, tile: new VectorTile(new PbfReader(new Uint8Array(await res.clone().arrayBuffer()))) };
}

function names(layer: VectorTile['layers'][string] | undefined): string[] {
  return Array.from({ length: layer?.length ?? 0 }, (_, i) => String(layer!.feature(i).properties.name));
}

beforeAll(async () => {
  await zone.register(['islands', 'valley-trails', 'gateway-town'], { seed: false });
  const style = await styleAt('/map/style.json');
  version = new URL(style.sources.basemap.tiles[0]!.replace(/[{}]/g, '')).searchParams.get('v')!;
}, 60_000);

describe('GET /map/style.json', () => {
  it("answers the site's default style, valid and pointing only at the site's own origin", async () => {
    const res = await get('/map/style.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const style = (await res.json()) as StyleJson;
    expect(validateStyleMin(style as never)).toEqual([]);
    expect(style.metadata['travel-guide:variant']).toBe('outdoor');
    expect(style.center).toEqual([-66.45, 18.22]);
    const origin = `http://${zone.host('islands')}`;
    expect(style.sources.basemap.tiles).toEqual([`${origin}/map/tiles/{z}/{x}/{y}.pbf?v=${version}`]);
    expect(style.glyphs).toBe(`${origin}/map/glyphs/{fontstack}/{range}.pbf?v=${version}`);
  });

  it('answers the hybrid variant on request and refuses other names', async () => {
    const hybrid = await styleAt('/map/style.json?style=hybrid');
    const outdoor = await styleAt('/map/style.json?style=outdoor');
    expect(hybrid.metadata['travel-guide:variant']).toBe('hybrid');
    expect(hybrid.layers[0]!.paint!['background-color']).not.toBe(outdoor.layers[0]!.paint!['background-color']);
    expect((await get('/map/style.json?style=satellite')).status).toBe(400);
  });

  it("names places in the language the URL asks for, by default the site's, and refuses a language it does not speak", async () => {
    const localityName = (style: StyleJson) => JSON.stringify(style.layers.find((layer) => layer.id === 'places_locality')?.layout?.['text-field']);
    expect(localityName(await styleAt('/map/style.json?style=outdoor&lang=es'))).toContain('"name:es"');
    expect(localityName(await styleAt('/map/style.json'))).toContain('"name:en"');
    expect(localityName(await styleAt('/map/style.json'))).not.toContain('"name:es"');
    const res = await zone.fetch('islands', '/map/style.json?lang=xx', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('lang');
  });
});

describe('GET /map/tiles/{z}/{x}/{y}.pbf', () => {
  it("holds Puerto Rico's earth, boundaries and towns in the Protomaps schema, cached for good under the current version", async () => {
    const { res, tile: pr } = await tile(-66.45, 18.22);
    expect(res.headers.get('Content-Type')).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(Object.keys(pr.layers)).toEqual(expect.arrayContaining(['earth', 'boundaries', 'places']));
    expect(names(pr.layers.places)).toEqual(expect.arrayContaining(['San Juan', 'Ponce', 'Mayagüez']));
    expect(pr.layers.earth!.extent).toBe(8192);
  });

  it('holds the Genesee valley: the Finger Lakes, Lake Ontario, county lines and Geneseo', async () => {
    const { tile: ny } = await tile(-77.9, 42.6);
    expect(ny.layers.water?.length).toBeGreaterThan(3);
    const levels = Array.from({ length: ny.layers.boundaries!.length }, (_, i) => ny.layers.boundaries!.feature(i).properties.kind_detail);
    expect(levels).toEqual(expect.arrayContaining([4, 6]));
    expect(names(ny.layers.places)).toEqual(expect.arrayContaining(['Geneseo', 'New York']));
  });

  it('holds the canyon country around Moab with its river', async () => {
    const { tile: moab } = await tile(-109.55, 38.57);
    const kinds = Array.from({ length: moab.layers.water?.length ?? 0 }, (_, i) => moab.layers.water!.feature(i).properties.kind);
    expect(kinds).toContain('river');
    expect(names(moab.layers.places)).toContain('Moab');
  });

  it('answers open sea with an empty tile, an old version briefly, and nothing outside the pyramid', async () => {
    const sea = await get(`/map/tiles/6/26/40.pbf?v=${version}`);
    expect(sea.status).toBe(200);
    expect((await sea.arrayBuffer()).byteLength).toBe(0);
    const { res: old } = await tile(-66.45, 18.22, '000000000000');
    expect(old.headers.get('Cache-Control')).toBe('public, max-age=300');
    for (const path of ['/map/tiles/7/0/0.pbf', '/map/tiles/2/4/0.pbf', '/map/tiles/1/0/x.pbf']) expect((await get(path)).status, path).toBe(404);
  });
});

describe('GET /map/sprite/sprite{,@2x}.{json,png}', () => {
  it("serves the icons the flavour's layers name, at both pixel ratios, cached for good under the current version", async () => {
    const style = (await (await get('/map/style.json')).json()) as { sprite: string };
    const base = new URL(style.sprite);
    expect(base.pathname).toBe('/map/sprite/sprite');
    for (const [suffix, ratio] of [
      ['', 1],
      ['@2x', 2],
    ] as const) {
      const index = await get(`/map/sprite/sprite${suffix}.json${base.search}`);
      expect(index.headers.get('Cache-Control')).toBe(IMMUTABLE);
      const icons = (await index.json()) as Record<string, { width: number; height: number; pixelRatio: number }>;
      expect(Object.keys(icons)).toEqual(expect.arrayContaining(['townspot', 'capital', 'arrow']));
      expect(icons.townspot!.pixelRatio).toBe(ratio);
      const image = await get(`/map/sprite/sprite${suffix}.png${base.search}`);
      expect(image.headers.get('Content-Type')).toBe('image/png');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
      // The PNG is as tall as the tallest icon.
      expect(new DataView(bytes.buffer).getUint32(20)).toBe(Math.max(...Object.values(icons).map((icon) => icon.height)));
    }
    expect((await get('/map/sprite/other.json')).status).toBe(404);
  });
});

describe('GET /map/glyphs/{fontstack}/{range}.pbf', () => {
  it.each(Object.values(MAP_FONTS))('serves Latin and Spanish glyphs of %s as signed distance fields', async (font) => {
    const res = await get(`/map/glyphs/${encodeURIComponent(font)}/0-255.pbf?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    const [stack] = decodeGlyphRange(new Uint8Array(await res.arrayBuffer()));
    expect(stack).toMatchObject({ name: font, range: '0-255' });
    const ids = stack!.glyphs.map((g) => g.id);
    for (const char of 'AZaz09ñáéíóúü¿¡') expect(ids).toContain(char.codePointAt(0));
  });

  it('answers a fontstack by its first font served here, and a range without glyphs with an empty one', async () => {
    const stack = encodeURIComponent(`Arial Unicode MS Regular,${MAP_FONTS.bold}`);
    const bold = decodeGlyphRange(new Uint8Array(await (await get(`/map/glyphs/${stack}/256-511.pbf`)).arrayBuffer()));
    expect(bold[0]!.name).toBe(MAP_FONTS.bold);
    expect(bold[0]!.glyphs.length).toBeGreaterThan(100);
    const cjk = await get(`/map/glyphs/${encodeURIComponent(MAP_FONTS.regular)}/19968-20223.pbf`);
    expect(cjk.status).toBe(200);
    expect(decodeGlyphRange(new Uint8Array(await cjk.arrayBuffer()))).toEqual([{ name: MAP_FONTS.regular, range: '19968-20223', glyphs: [] }]);
    expect((await get(`/map/glyphs/${encodeURIComponent(MAP_FONTS.regular)}/1-300.pbf`)).status).toBe(404);
  });
});
