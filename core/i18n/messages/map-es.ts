import type { mapEn } from './map-en';

// The map texts of map-en.ts in Spanish.
export const mapEs: Record<keyof typeof mapEn, string> = {
  'map.directionsFailed': 'No se encontraron indicaciones para este viaje.',
};
