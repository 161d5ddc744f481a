// Every basemap layer with the zoom it starts at in the tiles. The names are the vector source's
// layer names that core/map/basemap-style.ts draws.
import { boundaryLayer } from './boundaries.mjs';
import { labelLayer } from './labels.mjs';
import { landLayers } from './land.mjs';
import { placeLayer } from './places.mjs';
import { waterLayers } from './water.mjs';

const LABEL_MINZOOM = { country: 0, state: 3, county: 6 };
const BOUNDARY_MINZOOM = { 2: 0, 4: 3, 6: 6 };

function placeMinzoom({ population }) {
  if (population >= 1_000_000) return 2;
  if (population >= 250_000) return 3;
  if (population >= 100_000) return 4;
  if (population >= 25_000) return 5;
  return 6;
}

export function basemapLayers(sources) {
  const { land, coastline } = landLayers(sources);
  const { water, waterway } = waterLayers(sources);
  return {
    land: { features: land },
    water: { features: water },
    waterway: { features: waterway, minzoom: () => 3 },
    coastline: { features: coastline },
    boundary: { features: boundaryLayer(sources), minzoom: ({ level }) => BOUNDARY_MINZOOM[level] },
    label: { features: labelLayer(sources), minzoom: ({ kind }) => LABEL_MINZOOM[kind] },
    place: { features: placeLayer(sources), minzoom: placeMinzoom },
  };
}
