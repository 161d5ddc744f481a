import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../sites/defaults';
import { basemapLayers } from './basemap-layers';
import { basemapPalette } from './palettes';
import { compileLayer, type StyleLayer } from './static/expression';

// The outdoor look as a walker's map: what the archive's paths, land and buildings look like against
// the land, through the layers the map and the picture both draw.

const palette = basemapPalette('outdoor', {});
const outdoor = basemapLayers({ variant: 'outdoor', palette, lang: 'en', archive: true });
const hybrid = basemapLayers({ variant: 'hybrid', palette: basemapPalette('hybrid', {}), lang: 'en', archive: true });
const compiled = (layers: typeof outdoor, id: string, zoom: number) => compileLayer(layers.find((layer) => layer.id === id) as StyleLayer, zoom);
const at = (zoom: number, properties: Record<string, unknown>, geometryType = 'LineString') => ({ zoom, properties, geometryType });

/** RGB distance between two #rrggbb colours, as the picture's detail share measures it. */
function distance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - y[i]!));
}

describe('the outdoor look as a walker’s map', () => {
  it('draws footpaths and tracks as dashes of their own colours, far from the land, thinner than any route', () => {
    const routeWidth = defaultsFor('sandbox').map.path.width[0];
    const colours = new Set<string>();
    for (const zoom of [12, 14, 16, 18]) {
      const roads = compiled(outdoor, 'archive-roads_other', zoom);
      for (const detail of ['path', 'footway', 'track']) {
        const way = at(zoom, { kind: 'path', kind_detail: detail });
        expect(roads.passes(way)).toBe(true);
        const colour = String(roads.paint('line-color', way));
        colours.add(colour);
        expect(distance(colour, palette.land)).toBeGreaterThan(40);
        expect(roads.paint('line-dasharray', way)).toEqual(expect.arrayContaining([expect.any(Number)]));
        expect(Number(roads.paint('line-width', way))).toBeLessThan(routeWidth);
      }
    }
    expect(colours.size).toBe(2);
  });

  it('fills woods, meadows, scrub and scree each in its own colour, and buildings solid, all set off from the land', () => {
    const land = compiled(outdoor, 'archive-landuse_park', 14);
    const fills = ['wood', 'meadow', 'scrub', 'bare_rock'].map((kind) => {
      const area = at(14, { kind }, 'Polygon');
      expect(land.passes(area), kind).toBe(true);
      return String(land.paint('fill-color', area));
    });
    expect(new Set(fills).size).toBe(4);
    for (const fill of fills) expect(distance(fill, palette.land)).toBeGreaterThan(40);
    const forest = at(14, { kind: 'forest' }, 'Polygon');
    expect(land.paint('fill-color', forest)).toBe(fills[0]);
    const buildings = compiled(outdoor, 'archive-buildings', 14);
    const building = at(14, { kind: 'building' }, 'Polygon');
    expect(buildings.paint('fill-opacity', building)).toBe(1);
    expect(distance(String(buildings.paint('fill-color', building)), palette.land)).toBeGreaterThan(40);
  });

  it('fills settled areas, sports grounds and wetland, which the light flavour leaves the land’s colour, apart from the land and the buildings', () => {
    const land = compiled(outdoor, 'archive-landuse_park', 14);
    const buildings = compiled(outdoor, 'archive-buildings', 14);
    const building = String(buildings.paint('fill-color', at(14, { kind: 'building' }, 'Polygon')));
    const fills = ['residential', 'pitch', 'wetland'].map((kind) => {
      const area = at(14, { kind }, 'Polygon');
      expect(land.passes(area), kind).toBe(true);
      const fill = String(land.paint('fill-color', area));
      expect(distance(fill, palette.land), kind).toBeGreaterThan(40);
      expect(distance(fill, building), kind).toBeGreaterThan(40);
      return fill;
    });
    expect(new Set(fills).size).toBe(3);
    expect(land.paint('fill-color', at(14, { kind: 'commercial' }, 'Polygon'))).toBe(fills[0]);
    expect(land.paint('fill-color', at(14, { kind: 'recreation_ground' }, 'Polygon'))).toBe(fills[1]);
    // Farmland stays the land's colour, as walkers' maps leave fields unfilled.
    expect(land.passes(at(14, { kind: 'farmland' }, 'Polygon'))).toBe(false);
  });

  it('leaves the hybrid look the dark flavour’s', () => {
    const roads = compiled(hybrid, 'archive-roads_other', 14);
    expect(roads.paint('line-dasharray', at(14, { kind: 'path', kind_detail: 'path' }))).toBeUndefined();
  });
});
