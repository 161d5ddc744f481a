// `npm run basemap:build -- <extract.osm.pbf> [--out <file>]`: an OpenStreetMap extract as a PMTiles
// archive of vector tiles in the Protomaps basemap schema v4, zooms 0 to 15
// (docs/decisions/050-osm-basemap-builder.md). The archive goes to R2 and a site names it in
// `map.styles.<variant>.basemap.pmtiles` (README, "A basemap from OpenStreetMap").
import { writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { messageOf } from '../lib/errors.mjs';
import { boundsAround } from './layers/geometry.mjs';
import { SCHEMA_LAYERS, schemaFeatures } from './layers/index.mjs';
import { readOsmExtract } from './osm-extract.mjs';
import { writePmtiles } from './pmtiles-writer.mjs';
import { cutTiles, ZOOMS } from './tiles.mjs';

const ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

/** The layers' fields as TileJSON's vector_layers lists them: each property and its value type. */
function vectorLayers(features) {
  /** @type {Map<string, { minzoom: number, maxzoom: number, fields: Record<string, string> }>} */
  const layers = new Map(SCHEMA_LAYERS.map((id) => [id, { minzoom: ZOOMS.maxzoom, maxzoom: ZOOMS.minzoom, fields: {} }]));
  for (const { layer, minzoom, maxzoom = ZOOMS.maxzoom, properties } of features) {
    const entry = layers.get(layer);
    if (!entry) throw new Error(`feature of unknown layer ${layer}`);
    entry.minzoom = Math.min(entry.minzoom, minzoom);
    entry.maxzoom = Math.max(entry.maxzoom, maxzoom);
    for (const [key, value] of Object.entries(properties)) entry.fields[key] = typeof value === 'number' ? 'Number' : typeof value === 'boolean' ? 'Boolean' : 'String';
  }
  return [...layers].map(([id, { minzoom, maxzoom, fields }]) => ({ id, fields, minzoom: Math.min(minzoom, maxzoom), maxzoom }));
}

/**
 * The archive's bytes and what went into it.
 * @param {string} input an .osm.pbf extract
 */
export async function buildOsmBasemap(input) {
  const extract = await readOsmExtract(input);
  const features = schemaFeatures(extract);
  const tiles = cutTiles(features);
  const [west, south, east, north] = extract.bounds;
  // The archive's bounds take in every feature: an extract keeps whole the ways that cross its box,
  // and maplibre loads no overzoomed tile outside the bounds, so a tighter box would cut them there.
  const bounds = boundsAround(features, extract.bounds);
  const metadata = {
    name: basename(input).replace(/\.osm\.pbf$/, ''),
    description: `Protomaps basemap schema v4 from ${basename(input)}`,
    attribution: ATTRIBUTION,
    type: 'baselayer',
    version: '4',
    vector_layers: vectorLayers(features),
  };
  const archive = writePmtiles({ tiles, metadata, bounds, center: [(west + east) / 2, (south + north) / 2, 12] });
  return { archive, tiles: tiles.length, features: features.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
    const [input] = positionals;
    if (!input || positionals.length > 1) throw new Error('usage: npm run basemap:build -- <extract.osm.pbf> [--out <file.pmtiles>]');
    const out = values.out ?? basename(input).replace(/\.osm\.pbf$/, '.pmtiles');
    const started = performance.now();
    const { archive, tiles, features } = await buildOsmBasemap(input);
    writeFileSync(out, archive);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${out}: ${tiles} tiles, ${features} features, ${(archive.length / 1e6).toFixed(1)} MB in ${seconds} s`);
  } catch (error) {
    console.error(`basemap:build: ${messageOf(error)}`);
    process.exit(1);
  }
}
