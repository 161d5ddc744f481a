import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../sites/defaults';
import { FEATURE_LAYER_IDS, featureLayers, highlightFilters } from './feature-layers';

const look = { ...defaultsFor('sandbox').map, clustering: { enabled: true, color: '#006d77', radius: 50 } };
const layers = featureLayers(look, 'entry');
const layer = (id: string) => layers.find((found) => found.id === id) as { paint?: Record<string, unknown>; layout?: Record<string, unknown>; filter?: unknown } | undefined;

describe('feature layers (docs/product/maps.md#feature-types-and-styling)', () => {
  it("draws paths in their type colour, 444 without one, at the site's widths and opacities across its zooms", () => {
    expect(layer(FEATURE_LAYER_IDS.paths)?.paint).toEqual({
      'line-color': ['coalesce', ['get', 'color'], '#444444'],
      'line-width': ['interpolate', ['linear'], ['zoom'], 2, 3, 18, 5],
      'line-opacity': ['interpolate', ['linear'], ['zoom'], 2, 1, 18, 1],
    });
  });

  it("scales points by the site's point scale and fills polygons at its opacities", () => {
    expect(layer(FEATURE_LAYER_IDS.points)?.layout?.['icon-size']).toEqual(['interpolate', ['linear'], ['zoom'], 2, 0.4, 18, 0.8]);
    expect(layer(FEATURE_LAYER_IDS.points)?.layout?.['icon-allow-overlap']).toBe(false);
    expect(layer(FEATURE_LAYER_IDS.polygons)?.paint?.['fill-opacity']).toEqual(['interpolate', ['linear'], ['zoom'], 2, 0.2, 18, 0.4]);
  });

  it("draws a point as its type's icon where it names one, else as the dot", () => {
    expect(layer(FEATURE_LAYER_IDS.points)?.layout?.['icon-image']).toEqual(['case', ['has', 'icon'], ['concat', 'tg-icon-', ['get', 'icon']], 'tg-point']);
  });

  it("fills clusters in the site's cluster colour with their count in a served font", () => {
    expect(layer(FEATURE_LAYER_IDS.clusters)?.paint?.['circle-color']).toBe('#006d77');
    expect(layer(FEATURE_LAYER_IDS.clusterCounts)?.layout?.['text-font']).toEqual(['Noto Sans Bold']);
  });

  it('highlights nothing until a row is named, then only its features', () => {
    expect(layer(FEATURE_LAYER_IDS.pathHighlight)?.filter).toEqual(highlightFilters('entry', null)[FEATURE_LAYER_IDS.pathHighlight]);
    expect(JSON.stringify(highlightFilters('feature', 'f1'))).toContain('["==",["get","feature"],"f1"]');
  });

  it('lets points overlap where the site allows it', () => {
    const overlapping = featureLayers({ ...look, pointOverlap: true }, 'entry').find((found) => found.id === FEATURE_LAYER_IDS.points);
    expect((overlapping as { layout: Record<string, unknown> }).layout['icon-allow-overlap']).toBe(true);
  });

  it("draws a route's furniture from its own source: arrows, then distance marks, then its start and finish, which a mark gives way to", () => {
    const ids = layers.map((found) => found.id);
    const order = [FEATURE_LAYER_IDS.paths, FEATURE_LAYER_IDS.arrows, FEATURE_LAYER_IDS.distanceMarks, FEATURE_LAYER_IDS.routeEnds, FEATURE_LAYER_IDS.clusters].map((id) => ids.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const marks = layers.find((found) => found.id === FEATURE_LAYER_IDS.distanceMarks) as { source: string; minzoom: number; layout: Record<string, unknown>; paint: Record<string, unknown> };
    const ends = layers.find((found) => found.id === FEATURE_LAYER_IDS.routeEnds) as typeof marks;
    expect([marks.source, ends.source]).toEqual(['tg-furniture', 'tg-furniture']);
    expect(marks.minzoom).toBe(13);
    expect(marks.layout).toMatchObject({ 'text-field': ['get', 'label'], 'text-font': ['Noto Sans Bold'] });
    expect(marks.layout['text-allow-overlap']).toBeUndefined();
    expect(marks.paint).toMatchObject({ 'text-halo-color': '#ffffff', 'text-halo-width': 1.5, 'icon-color': '#1b1b1b' });
    // A list's map shows ends from zoom 11; one entry's map always.
    expect(ends.minzoom).toBe(11);
    expect((featureLayers(look, 'feature').find((found) => found.id === FEATURE_LAYER_IDS.routeEnds) as typeof marks).minzoom).toBe(0);
    expect(ends.layout['icon-image']).toEqual(['concat', 'tg-route-', ['get', 'furniture']]);
    expect(ends.layout['icon-allow-overlap']).toBe(true);
    expect(layer(FEATURE_LAYER_IDS.arrows)?.filter).toEqual(['all', ['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]], ['==', ['get', 'arrows'], true]]);
  });
});
