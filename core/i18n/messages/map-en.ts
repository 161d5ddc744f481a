// Map texts added with the directions service and production basemaps, kept apart from the other
// interface strings so map work and page work do not edit the same table.
export const mapEn = {
  'map.directionsFailed': 'No directions could be found for this trip.',
  // The static map's text alternative (docs/decisions/031-static-maps.md).
  'map.pictureOf': 'Map of {title}',
  'map.pictureEntry': 'Map of {title}: {features}',
  'map.pictureListOne': 'Map of {title}: 1 entry',
  'map.pictureList': 'Map of {title}: {count} entries',
  'map.pictureRoute': 'route',
  'map.pictureRoutes': '{count} routes',
  'map.pictureArea': 'area',
  'map.pictureAreas': '{count} areas',
  'map.picturePoint': '1 point',
  'map.picturePoints': '{count} points',
  // The control over a map's picture that starts the interactive map on a scrolling page.
  'map.start': 'Interactive map',
  // What a started map on a scrolling page says when one finger or a plain wheel is left to the page
  // (maplibre's own cooperative gestures texts).
  'map.gestureWindows': 'Use Ctrl + scroll to zoom the map',
  'map.gestureMac': 'Use ⌘ + scroll to zoom the map',
  'map.gestureMobile': 'Use two fingers to move the map',
  // maplibre's own controls and the popup's close button, in the page's language (its locale option).
  'map.closePopup': 'Close popup',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.resetBearing': 'Drag to rotate map, click to reset north',
  'map.toggleAttribution': 'Toggle attribution',
};
