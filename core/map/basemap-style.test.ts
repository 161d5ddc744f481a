import { type LayerSpecification, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { LIGHT, layers as flavourLayers } from '@protomaps/basemaps';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, siteIds } from '../../sites';
import type { BasemapManifest } from './basemap-manifest';
import { ARCHIVE_SOURCE, BASEMAP_SOURCE } from './basemap-layers';
import { type BasemapArchive, basemapStyle } from './basemap-style';
import { MAP_FONTS } from './fonts';
import { basemapPalette } from './palettes';

const manifest: BasemapManifest = {
  version: '0123456789ab',
  tiles: { minzoom: 0, maxzoom: 6, path: '{z}/{x}/{y}.pbf' },
  fonts: Object.fromEntries(Object.values(MAP_FONTS).map((name) => [name, { slug: name.toLowerCase().replaceAll(' ', '-'), ranges: [0, 256] }])),
  attribution: 'Natural Earth',
};
const origin = 'https://guide.example';

function styleFor(site: string, variant: 'outdoor' | 'hybrid', lang = 'en', archive?: BasemapArchive) {
  const config = loadSiteConfig(site);
  return basemapStyle({ map: config.map, theme: config.theme.styleVariables, variant, manifest, origin, lang, ...(archive ? { archive } : {}) });
}

const layer = (style: { layers: LayerSpecification[] }, id: string) => {
  const found = style.layers.find((l) => l.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found as LayerSpecification & { paint?: Record<string, unknown>; layout?: Record<string, unknown> };
};

/** A vector archive of the Protomaps schema over Liechtenstein, from z8 to z15. */
const liechtenstein: BasemapArchive = {
  kind: 'vector',
  tiles: `${origin}/map/archive/outdoor/{z}/{x}/{y}.pbf?v=e1`,
  minzoom: 8,
  maxzoom: 15,
  bounds: [9.47, 47.05, 9.64, 47.27],
  attribution: '© OpenStreetMap contributors',
};

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

describe('basemapStyle', () => {
  it.each(
    siteIds.flatMap(
      (site) =>
        [
          [site, 'outdoor'],
          [site, 'hybrid'],
        ] as const,
    ),
  )('is a valid maplibre style for %s (%s)', (site, variant) => {
    expect(validateStyleMin(styleFor(site, variant))).toEqual([]);
  });

  it('draws a raster archive as one raster layer over the sea, and is still a valid style', () => {
    const config = loadSiteConfig('sandbox');
    const archive = { kind: 'raster' as const, tiles: `${origin}/map/archive/hybrid/{z}/{x}/{y}.webp?v=1`, minzoom: 0, maxzoom: 12, bounds: [-180, -85, 180, 85] as BasemapArchive['bounds'] };
    const style = basemapStyle({ map: config.map, theme: config.theme.styleVariables, variant: 'hybrid', manifest, origin, lang: 'en', archive });
    expect(validateStyleMin(style)).toEqual([]);
    expect(Object.values(style.sources)).toEqual([{ type: 'raster', tileSize: 256, tiles: [archive.tiles], minzoom: 0, maxzoom: 12 }]);
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'raster']);
    expect(style.glyphs).toContain(`${origin}/map/glyphs/`);
  });

  it('loads tiles and glyphs only from the site origin, with the build version', () => {
    const style = styleFor('islands', 'outdoor');
    const source = style.sources.basemap;
    expect(source).toMatchObject({ type: 'vector', tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf?v=0123456789ab`], minzoom: 0, maxzoom: 6 });
    expect(style.glyphs).toBe(`${origin}/map/glyphs/{fontstack}/{range}.pbf?v=0123456789ab`);
    expect(style.sprite).toBe(`${origin}/map/sprite/sprite?v=0123456789ab`);
    expect(
      JSON.stringify(style)
        .match(/https?:\/\/[^/"]+/g)
        ?.every((url) => url === origin),
    ).toBe(true);
  });

  it('names only the fonts the worker serves', () => {
    // A text-font may be an expression choosing between fontstacks: every font name in it counts.
    const fonts = styleFor('islands', 'hybrid', 'es').layers.flatMap((layer) => (layer.type === 'symbol' ? (JSON.stringify(layer.layout?.['text-font'] ?? null).match(/Noto Sans[^"]*/g) ?? []) : []));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => Object.values(MAP_FONTS).includes(font as never))).toBe(true);
  });

  it("opens on the site's centre and zoom and carries the variant's limits (docs/product/maps.md#map-settings)", () => {
    const outdoor = styleFor('park-gateway', 'outdoor');
    const hybrid = styleFor('park-gateway', 'hybrid');
    expect(outdoor).toMatchObject({ center: [-112.99, 37.19], zoom: 12 });
    expect(outdoor.metadata).toMatchObject({ 'travel-guide:limits': { maxzoom: 17, pitch: [0, 85] } });
    expect(hybrid.metadata).toMatchObject({ 'travel-guide:limits': { maxzoom: 16, pitch: [0, 85] } });
    expect(styleFor('islands', 'hybrid').metadata).toMatchObject({ 'travel-guide:limits': { maxzoom: 16, pitch: [0, 0] } });
  });

  it("draws the layers of @protomaps/basemaps' flavour over the world source, in the site's palette", () => {
    const config = loadSiteConfig('islands');
    const style = styleFor('islands', 'outdoor');
    const palette = basemapPalette('outdoor', config.theme.styleVariables);
    expect(style.layers.map((l) => l.id)).toEqual(flavourLayers(BASEMAP_SOURCE, LIGHT, { lang: 'en' }).flatMap((l) => (l.id === 'roads_shields' ? [] : [l.id])));
    expect(style.layers.every((l) => l.type === 'background' || ('source' in l && l.source === BASEMAP_SOURCE))).toBe(true);
    expect(layer(style, 'background').paint?.['background-color']).toBe(palette.water);
    expect(layer(style, 'earth').paint?.['fill-color']).toBe(palette.land);
    expect(layer(style, 'water').paint?.['fill-color']).toBe(palette.water);
    expect(layer(style, 'boundaries_country').paint?.['line-color']).toBe(palette.boundaries);
    expect(layer(style, 'places_locality').paint).toMatchObject({ 'text-color': palette.text, 'text-halo-color': palette.halo });
    // The hybrid look is the dark flavour in the hybrid palette.
    const hybrid = styleFor('islands', 'hybrid');
    expect(layer(hybrid, 'earth').paint?.['fill-color']).toBe(basemapPalette('hybrid', {}).land);
    expect(layer(hybrid, 'roads_highway').paint?.['line-color']).not.toBe(layer(style, 'roads_highway').paint?.['line-color']);
  });

  it("names places in the page's language where the tiles have it, else by their own name", () => {
    const german = JSON.stringify(layer(styleFor('islands', 'outdoor', 'de'), 'places_locality').layout?.['text-field']);
    const spanish = JSON.stringify(layer(styleFor('islands', 'outdoor', 'es'), 'places_locality').layout?.['text-field']);
    expect(german).toContain('"name:de"');
    expect(german).not.toContain('"name:es"');
    expect(spanish).toContain('"name:es"');
    expect(spanish).toContain('["get","name"]');
  });

  it("draws a vector archive as a second source inside its header's bounds and zooms, its layers over the world's", () => {
    const style = styleFor('islands', 'outdoor', 'en', liechtenstein);
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources[BASEMAP_SOURCE]).toMatchObject({ type: 'vector', minzoom: 0, maxzoom: 6 });
    expect(style.sources[ARCHIVE_SOURCE]).toEqual({
      type: 'vector',
      tiles: [liechtenstein.tiles],
      minzoom: 8,
      maxzoom: 15,
      bounds: [9.47, 47.05, 9.64, 47.27],
      attribution: '© OpenStreetMap contributors',
    });
    const world = styleFor('islands', 'outdoor').layers;
    const isName = (l: LayerSpecification) => l.type === 'symbol';
    const land = world.filter((l) => !isName(l)).map((l) => l.id);
    const names = world.filter(isName).map((l) => l.id);
    expect(land[0]).toBe('background');
    // The land: the world's, then every archive layer but the background over it; then the names, the
    // world's and then the archive's, over all the land; each in the flavour's order.
    expect(style.layers.map((l) => l.id)).toEqual([...land, ...land.slice(1).map((id) => `archive-${id}`), ...names, ...names.map((id) => `archive-${id}`)]);
    expect(style.layers.filter((l) => l.id.startsWith('archive-')).every((l) => 'source' in l && l.source === ARCHIVE_SOURCE)).toBe(true);
    expect(layer(style, 'archive-earth').paint?.['fill-color']).toBe(layer(style, 'earth').paint?.['fill-color']);
  });

  it('draws outdoor in calm colours that every site’s feature colours stand out from', () => {
    for (const site of siteIds) {
      const config = loadSiteConfig(site);
      const palette = basemapPalette('outdoor', config.theme.styleVariables);
      const features = [config.map.clustering.color, config.map.routeColor, config.theme.styleVariables['color-primary']!].map(longHex);
      for (const colour of features) {
        expect({ site, colour, land: contrast(colour, palette.land) >= 2 }).toEqual({ site, colour, land: true });
        expect({ site, colour, water: contrast(colour, palette.water) >= 2 }).toEqual({ site, colour, water: true });
      }
    }
  });
});
