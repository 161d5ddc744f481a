// Geometry facts the layers decide by: what a feature is drawn as, and from which zoom a polygon is
// big enough to be worth a tile's bytes.
import { area } from '@turf/turf';

/** @param {import('geojson').Geometry} geometry */
export const isArea = (geometry) => geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
/** @param {import('geojson').Geometry} geometry */
export const isLine = (geometry) => geometry.type === 'LineString' || geometry.type === 'MultiLineString';
/** @param {import('geojson').Geometry} geometry */
export const isPoint = (geometry) => geometry.type === 'Point';

const METRES_PER_PIXEL_Z0 = 156_543.03;

/** The archive's deepest zoom: whatever is in it at all is in its tiles there. */
const DEEPEST = 15;

/**
 * The first zoom at which the polygon covers `pixels` square pixels of a 256-pixel tile: smaller
 * polygons would be specks, so they wait for the zoom where they show, z15 at the latest.
 * @param {import('geojson').Geometry} geometry
 * @param {number} pixels
 */
export function areaMinZoom(geometry, pixels) {
  const squareMetres = area({ type: 'Feature', geometry, properties: {} });
  if (squareMetres <= 0) return DEEPEST;
  const latitude = firstLatitude(geometry);
  const scale = Math.sqrt(pixels / squareMetres) * METRES_PER_PIXEL_Z0 * Math.cos((latitude * Math.PI) / 180);
  return Math.min(DEEPEST, Math.max(0, Math.ceil(Math.log2(scale))));
}

/**
 * The box around every feature, and around `start`: [west, south, east, north].
 * @param {{ geometry: import('geojson').Geometry }[]} features
 * @param {[number, number, number, number]} start
 * @returns {[number, number, number, number]}
 */
export function boundsAround(features, start) {
  /** @type {[number, number, number, number]} */
  const box = [...start];
  const visit = (coordinates) => {
    if (typeof coordinates[0] !== 'number') return coordinates.forEach(visit);
    box[0] = Math.min(box[0], coordinates[0]);
    box[1] = Math.min(box[1], coordinates[1]);
    box[2] = Math.max(box[2], coordinates[0]);
    box[3] = Math.max(box[3], coordinates[1]);
  };
  for (const { geometry } of features) if (geometry.type !== 'GeometryCollection') visit(geometry.coordinates);
  return box;
}

function firstLatitude(geometry) {
  let coordinates = geometry.coordinates;
  while (Array.isArray(coordinates[0])) coordinates = coordinates[0];
  return coordinates[1];
}
