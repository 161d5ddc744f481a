import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { basemapLayers } from './basemap-layers';
import { basemapPalette } from './palettes';
import { compileLayer, type StyleLayer } from './static/expression';
import { SPRITE_ICONS } from './static/sprite-icons';

// The basemap's points of interest as the style draws them: only what the sprite draws, a hiker's
// points a zoom earlier than the flavour's rule, peaks with their elevation.

const layersOf = (variant: 'outdoor' | 'hybrid', lang = 'en') => basemapLayers({ variant, palette: basemapPalette(variant, {}), lang, archive: true });
/** The archive's pois layer compiled at `zoom`, the zoom its filter reads. */
const pois = (zoom: number, variant: 'outdoor' | 'hybrid' = 'outdoor', lang = 'en') => compileLayer(layersOf(variant, lang).find((layer) => layer.id === 'archive-pois') as StyleLayer, zoom);
const at = (zoom: number, properties: Record<string, unknown>) => ({ zoom, properties, geometryType: 'Point' });

describe('the basemap pois layer', () => {
  it('is in both flavours, over the world and the archive, and the styles stay valid', () => {
    for (const variant of ['outdoor', 'hybrid'] as const) {
      const ids = layersOf(variant).map((layer) => layer.id);
      expect(ids).toEqual(expect.arrayContaining(['pois', 'archive-pois']));
      expect(ids.some((id) => id.endsWith('roads_shields'))).toBe(false);
      const style = {
        version: 8,
        glyphs: 'https://example.com/{fontstack}/{range}.pbf',
        sources: { basemap: { type: 'vector', tiles: ['https://example.com/{z}/{x}/{y}'] }, archive: { type: 'vector', tiles: ['https://example.com/a/{z}/{x}/{y}'] } },
        layers: layersOf(variant),
      };
      expect(validateStyleMin(style as never)).toEqual([]);
    }
  });

  it('asks only for kinds whose icon the sprite draws, and names them in a colour that stands out from the land', () => {
    const layer = pois(17);
    const land = basemapPalette('outdoor', {}).land;
    for (const kind of ['alpine_hut', 'wilderness_hut', 'shelter', 'peak', 'viewpoint', 'parking', 'drinking_water', 'toilets', 'information', 'picnic_site', 'station', 'restaurant', 'museum']) {
      const feature = at(17, { kind, min_zoom: 16, name: 'X' });
      expect({ kind, drawn: layer.passes(feature) }).toEqual({ kind, drawn: true });
      expect(SPRITE_ICONS.has(String(layer.layout('icon-image', feature))), kind).toBe(true);
      expect(layer.paint('text-color', feature), kind).not.toBe(land);
    }
    // Kinds the flavour names without an icon here, and kinds it never names, are not drawn.
    for (const kind of ['bench', 'car_wash', 'bus_station', 'other']) expect(layer.passes(at(17, { kind, min_zoom: 16 })), kind).toBe(false);
  });

  it("shows a hiker's points from the zoom of the tile that first holds them, the rest at the flavour's zoom", () => {
    const passes = (zoom: number, properties: Record<string, unknown>) => pois(zoom).passes(at(zoom, properties));
    expect(passes(15, { kind: 'parking', min_zoom: 16 })).toBe(true);
    expect(passes(14.9, { kind: 'parking', min_zoom: 16 })).toBe(false);
    expect(passes(13, { kind: 'alpine_hut', min_zoom: 14 })).toBe(true);
    expect(passes(15, { kind: 'restaurant', min_zoom: 16 })).toBe(false);
    expect(passes(16, { kind: 'restaurant', min_zoom: 16 })).toBe(true);
  });

  it("writes a peak's elevation after its name, in the page's language, and an unnamed peak's alone", () => {
    expect(pois(15, 'outdoor', 'de').layout('text-field', at(15, { kind: 'peak', min_zoom: 14, name: 'Naafkopf', 'name:de': 'Naafkopf (de)', elevation: 2570 }))).toBe('Naafkopf (de) 2570 m');
    expect(pois(15).layout('text-field', at(15, { kind: 'peak', min_zoom: 14, elevation: 1900 }))).toBe('1900 m');
    expect(pois(15, 'hybrid').layout('text-field', at(15, { kind: 'peak', min_zoom: 14, name: 'Kuhgrat' }))).toBe('Kuhgrat');
  });
});
