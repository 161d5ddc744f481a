// Every basemap layer, in the Protomaps basemap schema v4 (earth, water, boundaries, places, with
// kind, kind_detail, min_zoom, population_rank and sort_key as that schema defines them), so the
// flavours of @protomaps/basemaps draw the world tiles and any archive in the same schema alike
// (docs/decisions/051-protomaps-schema.md). Each layer says the zoom a feature enters the tiles at.
import { boundaryLayer } from './boundaries.mjs';
import { regionPlaces } from './labels.mjs';
import { landLayer } from './land.mjs';
import { localityPlaces } from './places.mjs';
import { waterLayer } from './water.mjs';

const BOUNDARY_MINZOOM = { 2: 0, 4: 3, 6: 6 };

/** The pyramid's deepest zoom holds every feature whose min_zoom is at or past it (maplibre overzooms it). */
const placeTileZoom = ({ min_zoom }) => Math.min(min_zoom, 6);

export function basemapLayers(sources) {
  return {
    earth: { features: landLayer(sources) },
    // Rivers are drawn from z9 (the flavours' water_river): only the deepest tiles carry them.
    water: { features: waterLayer(sources), minzoom: ({ kind }) => (kind === 'river' ? 6 : 0) },
    boundaries: { features: boundaryLayer(sources), minzoom: ({ kind_detail }) => BOUNDARY_MINZOOM[kind_detail] },
    places: { features: [...regionPlaces(sources), ...localityPlaces(sources)], minzoom: placeTileZoom },
  };
}
