import { describe, expect, it } from 'vitest';
import { plainAttribution, serviceStyle, tileJson, tileUrl } from './service-style';

const layer = (id: string, source?: string) => ({ id, type: source ? 'fill' : 'background', ...(source ? { source, 'source-layer': 'water' } : {}) });

describe("a tile service's style, read for a picture", () => {
  it('keeps the background and the layers of the vector source most layers draw from', () => {
    const style = serviceStyle({
      version: 8,
      sources: {
        omt: { type: 'vector', url: 'https://tiles.example/planet' },
        hills: { type: 'raster', url: 'https://tiles.example/hills' },
        extra: { type: 'vector', tiles: ['https://tiles.example/x/{z}/{x}/{y}.pbf'] },
      },
      layers: [layer('bg'), { id: 'shade', type: 'raster', source: 'hills' }, layer('a', 'omt'), layer('b', 'omt'), layer('c', 'extra')],
    });
    expect(style.layers.map((l) => l.id)).toEqual(['bg', 'a', 'b']);
    expect(style.source).toEqual({ tileJson: 'https://tiles.example/planet' });
  });

  it('names the field a broken style or TileJSON gets wrong', () => {
    expect(() => serviceStyle({ version: 7, sources: {}, layers: [layer('bg')] })).toThrow(/^style\.version: /);
    expect(() => serviceStyle({ version: 8, sources: {}, layers: [layer('bg')] })).toThrow(/^style\.sources: no vector source/);
    expect(() => tileJson({ tiles: [] })).toThrow(/^tilejson\.tiles: /);
    expect(tileJson({ tiles: ['https://t.example/{z}/{x}/{y}.pbf'] })).toMatchObject({ minzoom: 0, maxzoom: 14 });
  });

  it('fills a tile address and writes credits as plain text', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.pbf', { z: 9, x: 104, y: 193, column: 104 })).toBe('https://t.example/9/104/193.pbf');
    expect(plainAttribution('<a href="https://openmaptiles.org/">&copy; OpenMapTiles</a> <a href="x">&copy; OpenStreetMap contributors</a>')).toBe('© OpenMapTiles © OpenStreetMap contributors');
  });
});
