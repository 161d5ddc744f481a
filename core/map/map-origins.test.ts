import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../sites/defaults';
import { mapOrigins } from './map-origins';

const map = defaultsFor('sandbox').map;

describe('map origins (the CSP of pages with a map)', () => {
  it('names nothing for the offline basemap', () => {
    expect(mapOrigins(map)).toEqual([]);
  });

  it('names the origins of production styles, their extra hosts and the terrain tiles, each once', () => {
    const origins = mapOrigins({
      styles: {
        ...map.styles,
        outdoor: { zoomMax: 17, basemap: { style: 'https://tiles.example.com/styles/outdoor/style.json?key=pk', origins: ['https://cdn.tiles.example.com'] } },
        hybrid: { zoomMax: 16, pitch: [0, 85], basemap: { style: 'https://tiles.example.com/styles/hybrid/style.json?key=pk' } },
      },
      perspective: { ...map.perspective, terrain: { tiles: ['https://dem.example.org/{z}/{x}/{y}.png'], encoding: 'terrarium', tileSize: 256, maxzoom: 14 } },
    });
    expect(origins).toEqual(['https://tiles.example.com', 'https://cdn.tiles.example.com', 'https://dem.example.org']);
  });

  it('names nothing for a PMTiles archive, whose tiles the site itself serves', () => {
    const origins = mapOrigins({ ...map, styles: { ...map.styles, hybrid: { zoomMax: 16, pitch: [0, 85], basemap: { pmtiles: 'sandbox/hybrid.pmtiles' } } } });
    expect(origins).toEqual([]);
  });
});
