// Map texts added with the directions service and production basemaps, kept apart from the other
// interface strings so map work and page work do not edit the same table.
export const mapEn = {
  'map.directionsFailed': 'No directions could be found for this trip.',
};
