// Reads an OpenStreetMap extract (.osm.pbf) into GeoJSON features whose properties are the element's
// tags: tiny-osmpbf decodes the PBF blocks into OSM JSON, osmtogeojson assembles ways and multipolygon
// relations into lines and polygons. Both keep the whole extract in memory, which suits the regional
// extracts a site's basemap is built from (a country of some hundred MB at most). tiny-osmpbf spins
// without end on a cut file, so the file's framing is checked first, as the content importer checks it.
import { readFileSync } from 'node:fs';
import osmtogeojson from 'osmtogeojson';
import tinyosmpbf from 'tiny-osmpbf';
import { importTs } from '../lib/import-ts.mjs';
import { messageOf } from '../lib/errors.mjs';

/** The content importer's module with the check, bundled once per process however many extracts are read (side by side in the render tests). */
let pbfModule;

/**
 * @param {string} file
 * @returns {Promise<{ bounds: [number, number, number, number], features: { geometry: import('geojson').Geometry, tags: Record<string, string> }[] }>}
 *   bounds is [west, south, east, north]: the extract's own bounding box when it records one, else the
 *   box around its nodes.
 */
export async function readOsmExtract(file) {
  const bytes = readFileSync(file);
  pbfModule ??= importTs('content-service/osm/pbf.ts');
  const { checkFraming } = await pbfModule;
  let osm;
  try {
    checkFraming(bytes);
    osm = tinyosmpbf(bytes);
  } catch (error) {
    throw new Error(`${file} is not a usable OpenStreetMap extract: ${messageOf(error)}`);
  }
  const geojson = osmtogeojson(osm);
  const features = geojson.features.filter((feature) => feature.geometry && feature.properties?.tags).map((feature) => ({ geometry: feature.geometry, tags: feature.properties.tags }));
  return { bounds: extractBounds(osm), features };
}

/** @returns {[number, number, number, number]} */
function extractBounds(osm) {
  const { bounds } = osm;
  if (bounds) return [bounds.minlon, bounds.minlat, bounds.maxlon, bounds.maxlat];
  /** @type {[number, number, number, number]} */
  const box = [180, 90, -180, -90];
  for (const element of osm.elements) {
    if (element.type !== 'node') continue;
    box[0] = Math.min(box[0], element.lon);
    box[1] = Math.min(box[1], element.lat);
    box[2] = Math.max(box[2], element.lon);
    box[3] = Math.max(box[3], element.lat);
  }
  if (box[0] > box[2]) throw new Error('the extract holds no nodes: nothing to draw');
  return box;
}
