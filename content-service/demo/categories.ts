import type { Locale } from '../../core/i18n/locales';

// The categories every guide filters by (docs/product/views-and-states.md#categories), labelled in the
// languages their sites speak (English always; the tourism set in Spanish too, the walking guide's in
// German). A site's categories are one group per kind of entry it lists; the group's id is the type its
// index route lists, so the site entry's categories_config (the same tree as JSON) narrows each
// route's filter to its own group. Tourism guides share one set; a site of another kind (the
// food-awareness site, the services site, the project explorer) has its own and none of the tourism
// ones.

export type Kind = 'place' | 'activity' | 'lodging' | 'food' | 'shopping' | 'event' | 'trail';
/** The kinds of demo entry that can carry categories. */
export type CategoryKind = Kind | 'story';

/** A category's labels: English, the default language, and any other language its sites speak. */
export type Category = { id: string; icon: string; en: string } & Partial<Record<Locale, string>>;

type CategoryGroup = Category & { items: Category[] };

export type Taxonomy = Partial<Record<CategoryKind, CategoryGroup>>;

export const tourismCategories: Taxonomy = {
  place: {
    id: 'place',
    icon: 'marker',
    en: 'Places',
    es: 'Lugares',
    items: [
      { id: 'beaches', icon: 'beach', en: 'Beaches', es: 'Playas' },
      { id: 'museums', icon: 'museum', en: 'Museums', es: 'Museos' },
      { id: 'parks', icon: 'park', en: 'Parks', es: 'Parques' },
      { id: 'viewpoints', icon: 'viewpoint', en: 'Viewpoints', es: 'Miradores' },
      { id: 'historic-sites', icon: 'monument', en: 'Historic sites', es: 'Sitios históricos' },
    ],
  },
  activity: {
    id: 'activity',
    icon: 'compass',
    en: 'Activities',
    es: 'Actividades',
    items: [
      { id: 'tours', icon: 'guide', en: 'Guided tours', es: 'Visitas guiadas' },
      { id: 'water-sports', icon: 'kayak', en: 'Water sports', es: 'Deportes acuáticos' },
      { id: 'hiking', icon: 'hiker', en: 'Hiking', es: 'Senderismo' },
      { id: 'cycling', icon: 'bicycle', en: 'Cycling', es: 'Ciclismo' },
      { id: 'fishing', icon: 'fish', en: 'Fishing', es: 'Pesca' },
    ],
  },
  lodging: {
    id: 'lodging',
    icon: 'bed',
    en: 'Lodging',
    es: 'Alojamiento',
    items: [
      { id: 'hotels', icon: 'hotel', en: 'Hotels', es: 'Hoteles' },
      { id: 'inns', icon: 'inn', en: 'Inns and B&Bs', es: 'Posadas' },
      { id: 'campgrounds', icon: 'tent', en: 'Campgrounds', es: 'Campings' },
      { id: 'rentals', icon: 'house', en: 'Vacation rentals', es: 'Alquileres' },
    ],
  },
  food: {
    id: 'food',
    icon: 'fork',
    en: 'Food and drink',
    es: 'Comida y bebida',
    items: [
      { id: 'restaurants', icon: 'restaurant', en: 'Restaurants', es: 'Restaurantes' },
      { id: 'cafes', icon: 'cafe', en: 'Cafés and bakeries', es: 'Cafeterías' },
      { id: 'breweries', icon: 'beer', en: 'Breweries and wineries', es: 'Cervecerías y bodegas' },
      { id: 'farm-markets', icon: 'basket', en: 'Farm markets', es: 'Mercados' },
    ],
  },
  shopping: {
    id: 'shopping',
    icon: 'bag',
    en: 'Shopping',
    es: 'Compras',
    items: [
      { id: 'galleries', icon: 'palette', en: 'Galleries', es: 'Galerías' },
      { id: 'outfitters', icon: 'backpack', en: 'Outfitters', es: 'Equipamiento' },
      { id: 'gifts', icon: 'gift', en: 'Gifts and books', es: 'Regalos y libros' },
      { id: 'antiques', icon: 'vase', en: 'Antiques', es: 'Antigüedades' },
    ],
  },
  event: {
    id: 'event',
    icon: 'calendar',
    en: 'Events',
    es: 'Eventos',
    items: [
      { id: 'festivals', icon: 'flag', en: 'Festivals', es: 'Festivales' },
      { id: 'music', icon: 'music', en: 'Live music', es: 'Música en vivo' },
      { id: 'markets', icon: 'basket', en: 'Markets', es: 'Mercadillos' },
      { id: 'races', icon: 'runner', en: 'Races and rides', es: 'Carreras' },
    ],
  },
  trail: {
    id: 'trail',
    icon: 'boot',
    en: 'Trails',
    es: 'Senderos',
    items: [
      { id: 'day-hikes', icon: 'hiker', en: 'Day hikes', es: 'Excursiones de un día' },
      { id: 'bike-paths', icon: 'bicycle', en: 'Bike paths', es: 'Ciclovías' },
      { id: 'accessible', icon: 'wheelchair', en: 'Accessible', es: 'Accesibles' },
    ],
  },
};

/** The food-awareness site: ways to take part (/action), food-system sectors (/sectors) and issues (/issues). */
export const foodSystemCategories: Taxonomy = {
  place: {
    id: 'action',
    icon: 'hand',
    en: 'Ways to take part',
    es: 'Formas de participar',
    items: [
      { id: 'volunteer', icon: 'hand', en: 'Volunteer', es: 'Voluntariado' },
      { id: 'grow', icon: 'sprout', en: 'Grow food', es: 'Cultivar' },
      { id: 'buy-local', icon: 'basket', en: 'Buy local', es: 'Comprar local' },
      { id: 'advocate', icon: 'megaphone', en: 'Advocate', es: 'Abogar' },
    ],
  },
  food: {
    id: 'element',
    icon: 'wheat',
    en: 'Sectors',
    es: 'Sectores',
    items: [
      { id: 'production', icon: 'tractor', en: 'Production', es: 'Producción' },
      { id: 'processing', icon: 'factory', en: 'Processing', es: 'Procesamiento' },
      { id: 'distribution', icon: 'truck', en: 'Distribution', es: 'Distribución' },
      { id: 'retail', icon: 'store', en: 'Retail and markets', es: 'Comercio y mercados' },
    ],
  },
  story: {
    id: 'issue',
    icon: 'question',
    en: 'Issues',
    es: 'Temas',
    items: [
      { id: 'local-sourcing', icon: 'map', en: 'Local sourcing', es: 'Abastecimiento local' },
      { id: 'food-access', icon: 'door', en: 'Food access', es: 'Acceso a alimentos' },
      { id: 'farmland', icon: 'field', en: 'Farmland', es: 'Tierras de cultivo' },
      { id: 'food-waste', icon: 'recycle', en: 'Food waste', es: 'Desperdicio de alimentos' },
    ],
  },
};

/** The services site: case studies by the kind of guide built. */
export const servicesCategories: Taxonomy = {
  story: {
    id: 'caseStudy',
    icon: 'briefcase',
    en: 'Case studies',
    es: 'Casos de estudio',
    items: [
      { id: 'trail-guides', icon: 'boot', en: 'Trail guides', es: 'Guías de senderos' },
      { id: 'corridor-maps', icon: 'route', en: 'Corridor maps', es: 'Mapas de corredores' },
      { id: 'destination-guides', icon: 'compass', en: 'Destination guides', es: 'Guías de destino' },
    ],
  },
};

/** The project explorer: project sites by the work done there. */
export const projectCategories: Taxonomy = {
  place: {
    id: 'projectSite',
    icon: 'marker',
    en: 'Project sites',
    es: 'Sitios de proyecto',
    items: [
      { id: 'prairie', icon: 'grass', en: 'Prairie restoration', es: 'Restauración de praderas' },
      { id: 'wetlands', icon: 'water', en: 'Wetlands', es: 'Humedales' },
      { id: 'clean-energy', icon: 'sun', en: 'Clean energy', es: 'Energía limpia' },
    ],
  },
};

/** Every category of a site, for its categories option list. */
export function allCategories(taxonomy: Taxonomy): Category[] {
  return Object.values(taxonomy).flatMap((group) => group.items);
}

/**
 * The site entry's categories_config JSON: one top-level category per group with its sub-categories.
 * One item lacks an icon on purpose: docs/product/views-and-states.md#categories says such items are dropped, and the demo shows it.
 */
export function categoriesConfig(project: string, taxonomy: Taxonomy, locale: Locale): string {
  const categories: unknown[] = Object.values(taxonomy).map((group) => ({
    id: group.id,
    icon: group.icon,
    image: `/media/${project}/landscape.svg`,
    name: group[locale] ?? group.en,
    categories: group.items.map((c) => ({ id: c.id, name: c[locale] ?? c.en, icon: c.icon })),
  }));
  categories.push({ id: 'incomplete', icon: '', image: `/media/${project}/landscape.svg`, name: 'Incomplete category' });
  return JSON.stringify({ categories });
}
