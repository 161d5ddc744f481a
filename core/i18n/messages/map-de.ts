import type { mapEn } from './map-en';

// Map texts in German (Liechtenstein and Switzerland), key for key with map-en.ts.
export const mapDe: Record<keyof typeof mapEn, string> = {
  'map.directionsFailed': 'Für diese Strecke wurde keine Wegbeschreibung gefunden.',
  'map.pictureOf': 'Karte von {title}',
  'map.pictureEntry': 'Karte von {title}: {features}',
  'map.pictureListOne': 'Karte von {title}: 1 Eintrag',
  'map.pictureList': 'Karte von {title}: {count} Einträge',
  'map.pictureRoute': 'Route',
  'map.pictureRoutes': '{count} Routen',
  'map.pictureArea': 'Gebiet',
  'map.pictureAreas': '{count} Gebiete',
  'map.picturePoint': '1 Punkt',
  'map.picturePoints': '{count} Punkte',
  'map.start': 'Interaktive Karte',
  'map.gestureWindows': 'Zum Zoomen der Karte Ctrl + Scrollen verwenden',
  'map.gestureMac': 'Zum Zoomen der Karte ⌘ + Scrollen verwenden',
  'map.gestureMobile': 'Die Karte mit zwei Fingern verschieben',
  'map.closePopup': 'Fenster schliessen',
  'map.zoomIn': 'Vergrössern',
  'map.zoomOut': 'Verkleinern',
  'map.resetBearing': 'Ziehen, um die Karte zu drehen, klicken, um sie nach Norden auszurichten',
  'map.toggleAttribution': 'Quellenangaben ein- oder ausblenden',
};
