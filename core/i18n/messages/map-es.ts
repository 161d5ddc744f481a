import type { mapEn } from './map-en';

// The map texts of map-en.ts in Spanish.
export const mapEs: Record<keyof typeof mapEn, string> = {
  'map.directionsFailed': 'No se encontraron indicaciones para este viaje.',
  'map.pictureOf': 'Mapa de {title}',
  'map.pictureEntry': 'Mapa de {title}: {features}',
  'map.pictureListOne': 'Mapa de {title}: 1 entrada',
  'map.pictureList': 'Mapa de {title}: {count} entradas',
  'map.pictureRoute': 'ruta',
  'map.pictureRoutes': '{count} rutas',
  'map.pictureArea': 'zona',
  'map.pictureAreas': '{count} zonas',
  'map.picturePoint': '1 punto',
  'map.picturePoints': '{count} puntos',
  'map.start': 'Mapa interactivo',
  'map.gestureWindows': 'Usa Ctrl + rueda para hacer zoom en el mapa',
  'map.gestureMac': 'Usa ⌘ + rueda para hacer zoom en el mapa',
  'map.gestureMobile': 'Usa dos dedos para mover el mapa',
  'map.closePopup': 'Cerrar la ventana',
  'map.zoomIn': 'Acercar',
  'map.zoomOut': 'Alejar',
  'map.resetBearing': 'Arrastre para girar el mapa, haga clic para orientarlo al norte',
  'map.toggleAttribution': 'Mostrar u ocultar la atribución',
};
