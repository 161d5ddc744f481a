import type { Taxonomy } from '../demo/categories';

// A walking guide's categories: what the importer files each point and trail under (osm/places.ts,
// osm/trails.ts), in English and German; the site's filters offer these.

export const walkingCategories: Taxonomy = {
  place: {
    id: 'place',
    icon: 'marker',
    en: 'Places',
    es: 'Lugares',
    items: [
      { id: 'huts', icon: 'house', en: 'Mountain huts', es: 'Refugios' },
      { id: 'peaks', icon: 'viewpoint', en: 'Peaks', es: 'Cumbres' },
      { id: 'castles', icon: 'monument', en: 'Castles', es: 'Castillos' },
      { id: 'museums', icon: 'museum', en: 'Museums', es: 'Museos' },
      { id: 'viewpoints', icon: 'viewpoint', en: 'Viewpoints', es: 'Miradores' },
      { id: 'attractions', icon: 'marker', en: 'Attractions', es: 'Atracciones' },
    ],
  },
  lodging: {
    id: 'lodging',
    icon: 'bed',
    en: 'Places to stay',
    es: 'Alojamiento',
    items: [
      { id: 'hotels', icon: 'hotel', en: 'Hotels', es: 'Hoteles' },
      { id: 'hostels', icon: 'inn', en: 'Hostels', es: 'Albergues' },
      { id: 'guest-houses', icon: 'inn', en: 'Guest houses', es: 'Casas de huéspedes' },
      { id: 'campsites', icon: 'tent', en: 'Campsites', es: 'Campings' },
    ],
  },
  food: {
    id: 'food',
    icon: 'fork',
    en: 'Places to eat',
    es: 'Dónde comer',
    items: [
      { id: 'restaurants', icon: 'restaurant', en: 'Restaurants', es: 'Restaurantes' },
      { id: 'cafes', icon: 'cafe', en: 'Cafés', es: 'Cafeterías' },
    ],
  },
  trail: {
    id: 'trail',
    icon: 'hiker',
    en: 'Trails',
    es: 'Senderos',
    items: [
      { id: 'walks', icon: 'hiker', en: 'Walks', es: 'Paseos' },
      { id: 'mountain-trails', icon: 'hiker', en: 'Mountain trails', es: 'Senderos de montaña' },
    ],
  },
};
