// The category option lists every guide filters by (SPEC.md 3.3 category configuration), with English
// and Spanish labels. The site entry's categories_config holds the same tree as JSON.

export type Kind = 'place' | 'activity' | 'lodging' | 'food' | 'shopping' | 'event' | 'trail';

interface Category {
  id: string;
  icon: string;
  en: string;
  es: string;
}

export const categoriesByKind: Record<Kind, Category[]> = {
  place: [
    { id: 'beaches', icon: 'beach', en: 'Beaches', es: 'Playas' },
    { id: 'museums', icon: 'museum', en: 'Museums', es: 'Museos' },
    { id: 'parks', icon: 'park', en: 'Parks', es: 'Parques' },
    { id: 'viewpoints', icon: 'viewpoint', en: 'Viewpoints', es: 'Miradores' },
    { id: 'historic-sites', icon: 'monument', en: 'Historic sites', es: 'Sitios históricos' },
  ],
  activity: [
    { id: 'tours', icon: 'guide', en: 'Guided tours', es: 'Visitas guiadas' },
    { id: 'water-sports', icon: 'kayak', en: 'Water sports', es: 'Deportes acuáticos' },
    { id: 'hiking', icon: 'hiker', en: 'Hiking', es: 'Senderismo' },
    { id: 'cycling', icon: 'bicycle', en: 'Cycling', es: 'Ciclismo' },
    { id: 'fishing', icon: 'fish', en: 'Fishing', es: 'Pesca' },
  ],
  lodging: [
    { id: 'hotels', icon: 'hotel', en: 'Hotels', es: 'Hoteles' },
    { id: 'inns', icon: 'inn', en: 'Inns and B&Bs', es: 'Posadas' },
    { id: 'campgrounds', icon: 'tent', en: 'Campgrounds', es: 'Campings' },
    { id: 'rentals', icon: 'house', en: 'Vacation rentals', es: 'Alquileres' },
  ],
  food: [
    { id: 'restaurants', icon: 'restaurant', en: 'Restaurants', es: 'Restaurantes' },
    { id: 'cafes', icon: 'cafe', en: 'Cafés and bakeries', es: 'Cafeterías' },
    { id: 'breweries', icon: 'beer', en: 'Breweries and wineries', es: 'Cervecerías y bodegas' },
    { id: 'farm-markets', icon: 'basket', en: 'Farm markets', es: 'Mercados' },
  ],
  shopping: [
    { id: 'galleries', icon: 'palette', en: 'Galleries', es: 'Galerías' },
    { id: 'outfitters', icon: 'backpack', en: 'Outfitters', es: 'Equipamiento' },
    { id: 'gifts', icon: 'gift', en: 'Gifts and books', es: 'Regalos y libros' },
    { id: 'antiques', icon: 'vase', en: 'Antiques', es: 'Antigüedades' },
  ],
  event: [
    { id: 'festivals', icon: 'flag', en: 'Festivals', es: 'Festivales' },
    { id: 'music', icon: 'music', en: 'Live music', es: 'Música en vivo' },
    { id: 'markets', icon: 'basket', en: 'Markets', es: 'Mercadillos' },
    { id: 'races', icon: 'runner', en: 'Races and rides', es: 'Carreras' },
  ],
  trail: [
    { id: 'day-hikes', icon: 'hiker', en: 'Day hikes', es: 'Excursiones de un día' },
    { id: 'bike-paths', icon: 'bicycle', en: 'Bike paths', es: 'Ciclovías' },
    { id: 'accessible', icon: 'wheelchair', en: 'Accessible', es: 'Accesibles' },
  ],
};

/**
 * The site entry's categories_config JSON: one top-level category per kind with its sub-categories.
 * One item lacks an icon on purpose: SPEC.md 5 says such items are dropped, and the demo shows it.
 */
export function categoriesConfig(project: string, locale: 'en' | 'es'): string {
  const top: Record<Kind, { en: string; es: string; icon: string }> = {
    place: { en: 'Places', es: 'Lugares', icon: 'marker' },
    activity: { en: 'Activities', es: 'Actividades', icon: 'compass' },
    lodging: { en: 'Lodging', es: 'Alojamiento', icon: 'bed' },
    food: { en: 'Food and drink', es: 'Comida y bebida', icon: 'fork' },
    shopping: { en: 'Shopping', es: 'Compras', icon: 'bag' },
    event: { en: 'Events', es: 'Eventos', icon: 'calendar' },
    trail: { en: 'Trails', es: 'Senderos', icon: 'boot' },
  };
  const categories: unknown[] = (Object.keys(top) as Kind[]).map((kind) => ({
    id: kind,
    icon: top[kind].icon,
    image: `/media/${project}/landscape.svg`,
    name: top[kind][locale],
    categories: categoriesByKind[kind].map((c) => ({ id: c.id, name: c[locale], icon: c.icon })),
  }));
  categories.push({ id: 'incomplete', icon: '', image: `/media/${project}/landscape.svg`, name: 'Incomplete category' });
  return JSON.stringify({ categories });
}
