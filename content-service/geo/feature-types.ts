/** The feature types of docs/product/maps.md#feature-types-and-styling, with the default path colour 444. */
export const featureTypes = [
  { id: 'point', name: 'Point', type: 'point', color: '1f5f8b', attributes: { arrows: false, icon: 'marker', measurements: false } },
  { id: 'route', name: 'Route', type: 'path', color: 'c0392b', attributes: { arrows: true, icon: null, measurements: true } },
  { id: 'path', name: 'Path', type: 'path', color: '444', attributes: { arrows: false, icon: null, measurements: true } },
  { id: 'polygon', name: 'Area', type: 'polygon', color: '2e7d32', attributes: { arrows: false, icon: null, measurements: true } },
  { id: 'trail', name: 'Trail', type: 'path', color: '8d5524', attributes: { arrows: true, icon: null, measurements: true } },
  { id: 'projectSite', name: 'Project site', type: 'point', color: '6a1b9a', attributes: { arrows: false, icon: 'star', measurements: false } },
  { id: 'pedestrianEntryPoint', name: 'Pedestrian entry', type: 'point', color: '00796b', attributes: { arrows: false, icon: 'pedestrian', measurements: false } },
  { id: 'vehicularEntryPoint', name: 'Vehicle entry', type: 'point', color: '455a64', attributes: { arrows: false, icon: 'car', measurements: false } },
] as const;
