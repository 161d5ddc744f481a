import { syntheticTile } from '../../test/support/synthetic-tiles';

// A vector tile service as OpenFreeMap serves one (the sandbox site's outdoor style): a style JSON in
// the OpenMapTiles schema at /styles/{name}, its TileJSON at /planet and tiles at
// /planet/{z}/{x}/{y}.pbf, on whatever host it is asked as. The style is written the way tile
// services' styles are (legacy filters and stop functions, token text fields, a sprite's icon names);
// every tile holds the same made-up neighbourhood (test/support/synthetic-tiles.ts).

const ATTRIBUTION =
  '<a href="https://openmaptiles.org/" target="_blank">&copy; OpenMapTiles</a> <a href="https://www.openstreetmap.org/copyright" target="_blank">&copy; OpenStreetMap contributors</a>';

function style(origin: string) {
  const line = (id: string, sourceLayer: string, filter: unknown, paint: Record<string, unknown>, minzoom = 0) => ({
    id,
    type: 'line',
    source: 'openmaptiles',
    'source-layer': sourceLayer,
    minzoom,
    filter,
    layout: { 'line-cap': 'round' },
    paint,
  });
  return {
    version: 8,
    name: 'Liberty (stand-in)',
    sources: { openmaptiles: { type: 'vector', url: `${origin}/planet` }, ne2_shaded: { type: 'raster', url: `${origin}/natural_earth` } },
    sprite: `${origin}/sprites/ofm_f384/ofm`,
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': 'rgb(239,239,239)' } },
      {
        id: 'natural_earth',
        type: 'raster',
        source: 'ne2_shaded',
        maxzoom: 6,
        paint: {
          'raster-opacity': {
            base: 1.5,
            stops: [
              [0, 0.6],
              [6, 0.1],
            ],
          },
        },
      },
      { id: 'park', type: 'fill', source: 'openmaptiles', 'source-layer': 'park', paint: { 'fill-color': '#d8e8c8', 'fill-opacity': 0.7 } },
      {
        id: 'landcover_wood',
        type: 'fill',
        source: 'openmaptiles',
        'source-layer': 'landcover',
        filter: ['all', ['==', '$type', 'Polygon'], ['==', 'class', 'wood']],
        paint: {
          'fill-color': 'hsla(98, 61%, 72%, 0.7)',
          'fill-opacity': {
            base: 1,
            stops: [
              [8, 0.6],
              [22, 1],
            ],
          },
        },
      },
      {
        id: 'water',
        type: 'fill',
        source: 'openmaptiles',
        'source-layer': 'water',
        filter: ['all', ['==', '$type', 'Polygon'], ['!=', 'brunnel', 'tunnel']],
        paint: { 'fill-color': 'rgb(158,189,255)' },
      },
      line('waterway_river', 'waterway', ['==', 'class', 'river'], {
        'line-color': '#a0c8f0',
        'line-width': {
          base: 1.2,
          stops: [
            [11, 0.5],
            [20, 6],
          ],
        },
      }),
      {
        id: 'building',
        type: 'fill',
        source: 'openmaptiles',
        'source-layer': 'building',
        minzoom: 13,
        paint: {
          'fill-color': {
            base: 1,
            stops: [
              [15.5, '#f2eae2'],
              [16, '#dfdbd7'],
            ],
          },
          'fill-antialias': true,
        },
      },
      line(
        'road_path_pedestrian',
        'transportation',
        ['all', ['==', '$type', 'LineString'], ['in', 'class', 'path', 'pedestrian']],
        {
          'line-color': 'hsl(0, 0%, 100%)',
          'line-dasharray': [1, 0.7],
          'line-width': {
            base: 1.2,
            stops: [
              [14, 1],
              [20, 10],
            ],
          },
        },
        14,
      ),
      line(
        'road_minor',
        'transportation',
        ['all', ['==', '$type', 'LineString'], ['in', 'class', 'minor', 'service']],
        {
          'line-color': '#fff',
          'line-width': {
            base: 1.2,
            stops: [
              [13.5, 0],
              [14, 2.5],
              [20, 18],
            ],
          },
        },
        13,
      ),
      line(
        'road_primary',
        'transportation',
        ['all', ['==', '$type', 'LineString'], ['in', 'class', 'primary']],
        {
          'line-color': '#fea',
          'line-width': {
            base: 1.2,
            stops: [
              [8.5, 0],
              [9, 0.5],
              [20, 18],
            ],
          },
        },
        5,
      ),
      line(
        'road_motorway_casing',
        'transportation',
        ['all', ['==', 'class', 'motorway']],
        {
          'line-color': '#e9ac77',
          'line-width': {
            base: 1.2,
            stops: [
              [5.8, 0],
              [6, 3],
              [20, 35],
            ],
          },
        },
        5,
      ),
      line(
        'road_motorway',
        'transportation',
        ['all', ['==', 'class', 'motorway']],
        {
          'line-color': {
            base: 1,
            stops: [
              [5.8, 'hsla(0, 0%, 85%, 0.53)'],
              [6, '#fc8'],
            ],
          },
          'line-width': {
            base: 1.2,
            stops: [
              [6.5, 0],
              [7, 0.5],
              [20, 30],
            ],
          },
        },
        5,
      ),
      line('boundary_3', 'boundary', ['all', ['in', 'admin_level', 3, 4]], {
        'line-color': '#9e9cab',
        'line-dasharray': [5, 1],
        'line-width': {
          base: 1,
          stops: [
            [4, 0.4],
            [5, 1],
            [12, 1.8],
          ],
        },
      }),
      {
        id: 'road_major_label',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'transportation_name',
        minzoom: 13,
        filter: ['==', '$type', 'LineString'],
        layout: {
          'symbol-placement': 'line',
          'text-field': '{name:latin} {name:nonlatin}',
          'text-font': ['Noto Sans Regular'],
          'text-size': {
            base: 1.4,
            stops: [
              [10, 8],
              [20, 14],
            ],
          },
          'text-rotation-alignment': 'map',
        },
        paint: { 'text-color': '#000', 'text-halo-color': 'hsl(0, 0%, 100%)', 'text-halo-width': 2 },
      },
      {
        id: 'poi_r1',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'poi',
        minzoom: 14,
        filter: ['all', ['==', '$type', 'Point'], ['<=', 'rank', 14]],
        layout: { 'icon-image': '{class}_11', 'text-anchor': 'top', 'text-field': '{name:latin}\n{name:nonlatin}', 'text-font': ['Noto Sans Italic'], 'text-offset': [0, 0.6], 'text-size': 12 },
        paint: { 'text-color': '#666', 'text-halo-blur': 0.5, 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
      },
      {
        id: 'place_town',
        type: 'symbol',
        source: 'openmaptiles',
        'source-layer': 'place',
        filter: ['all', ['==', 'class', 'town']],
        layout: {
          'text-field': ['coalesce', ['get', 'name:latin'], ['get', 'name']],
          'text-font': ['Noto Sans Bold'],
          'text-size': {
            base: 1.2,
            stops: [
              [10, 14],
              [15, 24],
            ],
          },
          'text-max-width': 8,
        },
        paint: { 'text-color': '#333', 'text-halo-color': '#fff', 'text-halo-width': 1.2 },
      },
    ],
  };
}

export function tileService(url: URL): { status: number; body: unknown; contentType: string } | undefined {
  if (/^\/styles\/[\w-]+$/.test(url.pathname)) return { status: 200, body: JSON.stringify(style(url.origin)), contentType: 'application/json' };
  if (url.pathname === '/planet') {
    const tileJson = { tilejson: '3.0.0', tiles: [`${url.origin}/planet/{z}/{x}/{y}.pbf`], minzoom: 0, maxzoom: 14, attribution: ATTRIBUTION, vector_layers: [] };
    return { status: 200, body: JSON.stringify(tileJson), contentType: 'application/json' };
  }
  if (/^\/planet\/\d+\/\d+\/\d+\.pbf$/.test(url.pathname)) return { status: 200, body: syntheticTile('openmaptiles'), contentType: 'application/x-protobuf' };
  return undefined;
}
