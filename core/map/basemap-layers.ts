import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { MAP_FONTS } from './fonts';
import type { BasemapPalette } from './palettes';

// The basemap's layers over the vector source scripts/basemap builds (layer names and properties are
// those of scripts/basemap/layers). Drawn bottom to top: sea (the background), land, lakes, rivers,
// coastline, boundaries, then labels from the largest areas to the smallest places.

export const BASEMAP_SOURCE = 'basemap';

const zoomed = (...stops: number[]): ExpressionSpecification => ['interpolate', ['linear'], ['zoom'], ...stops];

/** Fewer, larger places while zoomed out; collisions (larger first) thin the rest. */
const placeFilter: ExpressionSpecification = ['>=', ['get', 'population'], ['step', ['zoom'], 1_000_000, 4, 250_000, 5, 100_000, 6, 25_000, 7, 10_000, 8, 4_000, 9, 1_500, 10, 0]];

function boundary(id: string, level: number, color: string, width: ExpressionSpecification, minzoom: number, dashed: boolean): LayerSpecification {
  return {
    id,
    type: 'line',
    source: BASEMAP_SOURCE,
    'source-layer': 'boundary',
    minzoom,
    filter: ['==', ['get', 'level'], level],
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': color, 'line-width': width, ...(dashed ? { 'line-dasharray': [3, 2] } : {}) },
  };
}

function areaLabel(id: string, kind: string, p: BasemapPalette, zooms: [number, number], size: ExpressionSpecification, bold: boolean): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: BASEMAP_SOURCE,
    'source-layer': 'label',
    minzoom: zooms[0],
    maxzoom: zooms[1],
    filter: ['==', ['get', 'kind'], kind],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [bold ? MAP_FONTS.bold : MAP_FONTS.regular],
      'text-size': size,
      'text-transform': 'uppercase',
      'text-letter-spacing': 0.12,
      'text-max-width': 8,
      'symbol-sort-key': ['get', 'sort'],
    },
    paint: { 'text-color': p.textMuted, 'text-halo-color': p.halo, 'text-halo-width': 1.2 },
  };
}

export function basemapLayers(p: BasemapPalette): LayerSpecification[] {
  return [
    { id: 'sea', type: 'background', paint: { 'background-color': p.water } },
    { id: 'land', type: 'fill', source: BASEMAP_SOURCE, 'source-layer': 'land', paint: { 'fill-color': p.land, 'fill-antialias': false } },
    { id: 'lakes', type: 'fill', source: BASEMAP_SOURCE, 'source-layer': 'water', paint: { 'fill-color': p.water } },
    {
      id: 'rivers',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'waterway',
      // Natural Earth 1:50m rivers are a kilometre off here and there: past z11 a trail along the real
      // river would run beside the drawn one, so they give way to the site's own features.
      maxzoom: 12,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': p.waterLine, 'line-width': zoomed(3, 0.5, 8, 1.2, 12, 3, 16, 6) },
    },
    {
      id: 'coastline',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'coastline',
      layout: { 'line-join': 'round' },
      paint: { 'line-color': p.coastline, 'line-width': zoomed(0, 0.4, 8, 1, 14, 1.6) },
    },
    boundary('boundary-county', 6, p.county, zoomed(7, 0.5, 12, 1.2, 16, 2), 7, false),
    boundary('boundary-state', 4, p.state, zoomed(3, 0.6, 8, 1.2, 14, 2.4), 3, true),
    boundary('boundary-country', 2, p.country, zoomed(0, 0.6, 6, 1.2, 14, 3), 0, false),
    areaLabel('label-county', 'county', p, [8, 24], zoomed(8, 10, 12, 13), false),
    areaLabel('label-state', 'state', p, [4, 11], zoomed(4, 10, 8, 14), true),
    areaLabel('label-country', 'country', p, [1, 8], zoomed(1, 10, 6, 15), true),
    {
      id: 'label-place',
      type: 'symbol',
      source: BASEMAP_SOURCE,
      'source-layer': 'place',
      filter: placeFilter,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [MAP_FONTS.regular],
        'text-size': ['interpolate', ['linear'], ['get', 'population'], 1_000, 11, 100_000, 14, 1_000_000, 17],
        'text-max-width': 8,
        'symbol-sort-key': ['-', 0, ['get', 'population']],
      },
      paint: { 'text-color': p.text, 'text-halo-color': p.halo, 'text-halo-width': 1.5 },
    },
  ];
}
