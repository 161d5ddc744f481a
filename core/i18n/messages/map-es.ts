import type { mapEn } from './map-en';

// The map texts of map-en.ts in Spanish.
export const mapEs: Record<keyof typeof mapEn, string> = {
  'map.directionsFailed': 'No se encontraron indicaciones para este viaje.',
  'map.start': 'Mapa interactivo',
  'map.gestureWindows': 'Usa Ctrl + rueda para hacer zoom en el mapa',
  'map.gestureMac': 'Usa ⌘ + rueda para hacer zoom en el mapa',
  'map.gestureMobile': 'Usa dos dedos para mover el mapa',
};
