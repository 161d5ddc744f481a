import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { prepareStyle, TERRAIN_SOURCE } from './style-transform';

const glyphs = 'https://islands.example/map/glyphs/{fontstack}/{range}.pbf';
const foreign: StyleSpecification = {
  version: 8,
  glyphs: 'https://tiles.example.com/fonts/{fontstack}/{range}.pbf',
  sources: { v: { type: 'vector', url: 'https://tiles.example.com/v.json' } },
  layers: [],
};
const own: StyleSpecification = { ...foreign, glyphs: 'https://islands.example/map/glyphs/{fontstack}/{range}.pbf?v=abc', metadata: { 'travel-guide:variant': 'outdoor' } };
const terrain = { tiles: ['https://dem.example.org/{z}/{x}/{y}.png'], encoding: 'terrarium' as const, tileSize: 256, maxzoom: 14 };

describe('styles as the map island loads them', () => {
  it("draws a tile service's style with the site's glyphs and keeps its sources", () => {
    const prepared = prepareStyle(foreign, { glyphs });
    expect(prepared.glyphs).toBe(glyphs);
    expect(prepared.sources).toEqual(foreign.sources);
  });

  it("keeps the site's own style's versioned glyphs", () => {
    expect(prepareStyle(own, { glyphs }).glyphs).toBe(own.glyphs);
  });

  it('adds the configured DEM as a raster-dem source, and nothing without one', () => {
    expect(prepareStyle(own, { glyphs, terrain }).sources[TERRAIN_SOURCE]).toEqual({ type: 'raster-dem', ...terrain });
    expect(prepareStyle(own, { glyphs }).sources[TERRAIN_SOURCE]).toBeUndefined();
  });
});
