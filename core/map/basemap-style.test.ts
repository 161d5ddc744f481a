import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, siteIds } from '../../sites';
import type { BasemapManifest } from './basemap-manifest';
import { basemapStyle } from './basemap-style';
import { MAP_FONTS } from './fonts';
import { basemapPalette } from './palettes';

const manifest: BasemapManifest = {
  version: '0123456789ab',
  tiles: { minzoom: 0, maxzoom: 6, path: '{z}/{x}/{y}.pbf' },
  fonts: { [MAP_FONTS.regular]: { slug: 'noto-sans-regular', ranges: [0, 256] }, [MAP_FONTS.bold]: { slug: 'noto-sans-bold', ranges: [0, 256] } },
  attribution: 'Natural Earth',
};
const origin = 'https://guide.example';

function styleFor(site: string, variant: 'outdoor' | 'hybrid') {
  const config = loadSiteConfig(site);
  return basemapStyle({ map: config.map, theme: config.theme.styleVariables, variant, manifest, origin });
}

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
    const archive = { kind: 'raster' as const, tiles: `${origin}/map/archive/hybrid/{z}/{x}/{y}.webp?v=1`, minzoom: 0, maxzoom: 12 };
    const style = basemapStyle({ map: config.map, theme: config.theme.styleVariables, variant: 'hybrid', manifest, origin, archive });
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
    expect(
      JSON.stringify(style)
        .match(/https?:\/\/[^/"]+/g)
        ?.every((url) => url === origin),
    ).toBe(true);
  });

  it('names only the fonts the worker serves', () => {
    const fonts = styleFor('islands', 'hybrid').layers.flatMap((layer) => (layer.type === 'symbol' ? (layer.layout?.['text-font'] as string[]) : []));
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
