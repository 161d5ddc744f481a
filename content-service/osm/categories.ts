import type { Taxonomy } from '../demo/categories';

// A walking guide's categories: what the importer files each point and trail under (osm/places.ts,
// osm/trails.ts), in English and German like the importer's texts; the site's filters offer them in
// the page's language.

export const walkingCategories: Taxonomy = {
  place: {
    id: 'place',
    icon: 'marker',
    en: 'Places',
    de: 'Orte',
    items: [
      { id: 'huts', icon: 'house', en: 'Mountain huts', de: 'Berghütten' },
      { id: 'peaks', icon: 'viewpoint', en: 'Peaks', de: 'Gipfel' },
      { id: 'castles', icon: 'monument', en: 'Castles', de: 'Burgen und Schlösser' },
      { id: 'museums', icon: 'museum', en: 'Museums', de: 'Museen' },
      { id: 'viewpoints', icon: 'viewpoint', en: 'Viewpoints', de: 'Aussichtspunkte' },
      { id: 'attractions', icon: 'marker', en: 'Attractions', de: 'Sehenswürdigkeiten' },
    ],
  },
  lodging: {
    id: 'lodging',
    icon: 'bed',
    en: 'Places to stay',
    de: 'Übernachten',
    items: [
      { id: 'hotels', icon: 'hotel', en: 'Hotels', de: 'Hotels' },
      { id: 'hostels', icon: 'inn', en: 'Hostels', de: 'Jugendherbergen' },
      { id: 'guest-houses', icon: 'inn', en: 'Guest houses', de: 'Gästehäuser' },
      { id: 'campsites', icon: 'tent', en: 'Campsites', de: 'Campingplätze' },
    ],
  },
  food: {
    id: 'food',
    icon: 'fork',
    en: 'Places to eat',
    de: 'Essen & Trinken',
    items: [
      { id: 'restaurants', icon: 'restaurant', en: 'Restaurants', de: 'Restaurants' },
      { id: 'cafes', icon: 'cafe', en: 'Cafés', de: 'Cafés' },
    ],
  },
  trail: {
    id: 'trail',
    icon: 'hiker',
    en: 'Trails',
    de: 'Wanderwege',
    items: [
      { id: 'walks', icon: 'hiker', en: 'Walks', de: 'Spaziergänge' },
      { id: 'mountain-trails', icon: 'hiker', en: 'Mountain trails', de: 'Bergwege' },
    ],
  },
};
