import type { GuideTheme } from '../guide';

const b = (en: string, es: string) => ({ en, es });

/** The bilingual islands guide: every title and text in English and Spanish. */
export const islands: GuideTheme = {
  project: 'islands',
  name: b('Island Guide', 'Guía de las Islas'),
  tagline: b('Beaches, bays, trails and food of Culebra and Vieques, picked by the people who live here.', 'Playas, bahías, senderos y sabores de Culebra y Vieques, elegidos por quienes viven aquí.'),
  notices: [
    { id: 'notice-welcome', tone: 'info', text: b('Summer hours start soon. [See events](/events)', 'Los horarios de verano empiezan pronto. [Ver eventos](/eventos)') },
    {
      id: 'notice-closure',
      tone: 'warning',
      text: b('**Heads up:** one trail is closed for repairs. [Check trail status](/trails).', '**Atención:** un sendero está cerrado por obras. [Ver el estado de los senderos](/trails?locale=es).'),
    },
  ],
  bilingual: true,
  center: [-65.35, 18.25],
  spread: 0.18,
  baseElevation: 5,
  division: { code: 'PR', text: 'Puerto Rico' },
  places: [
    { name: b('Flamenco Beach', 'Playa Flamenco'), town: 'Culebra', categories: ['beaches'] },
    { name: b('Lighthouse Point', 'Punta del Faro'), town: 'Isabel Segunda', categories: ['viewpoints', 'historic-sites'] },
    { name: b('Bioluminescent Bay', 'Bahía Bioluminiscente'), town: 'Esperanza', categories: ['parks'] },
    { name: b('Old Fort Museum', 'Museo del Fuerte'), town: 'Isabel Segunda', categories: ['museums', 'historic-sites'] },
    { name: b('Sun Bay', 'Bahía del Sol'), town: 'Esperanza', categories: ['beaches'] },
    { name: b('Mount Pirata Lookout', 'Mirador Monte Pirata'), town: 'Esperanza', categories: ['viewpoints'] },
    { name: b('Mangrove Reserve', 'Reserva de Manglares'), town: 'Dewey', categories: ['parks'] },
    { name: b('Tamarindo Cove', 'Cala Tamarindo'), town: 'Dewey', categories: ['beaches'] },
  ],
  activities: [
    { name: b('Night Kayak Tour', 'Kayak Nocturno'), town: 'Esperanza', categories: ['water-sports', 'tours'] },
    { name: b('Reef Snorkel Trip', 'Excursión de Esnórquel'), town: 'Culebra', categories: ['water-sports'] },
    { name: b('Island Bike Loop', 'Vuelta en Bicicleta'), town: 'Isabel Segunda', categories: ['cycling'] },
    { name: b('Deep Sea Fishing Charter', 'Pesca de Altura'), town: 'Dewey', categories: ['fishing'] },
    { name: b('Historic Town Walk', 'Paseo Histórico'), town: 'Isabel Segunda', categories: ['tours'] },
  ],
  lodging: [
    { name: b('Casa del Mar Inn', 'Posada Casa del Mar'), town: 'Esperanza', categories: ['inns'] },
    { name: b('Harbor View Hotel', 'Hotel Vista al Puerto'), town: 'Dewey', categories: ['hotels'] },
    { name: b('Palm Grove Campground', 'Camping Palmar'), town: 'Culebra', categories: ['campgrounds'] },
    { name: b('Sea Breeze Cottages', 'Casitas Brisa Marina'), town: 'Esperanza', categories: ['rentals'] },
    { name: b('Hilltop Guesthouse', 'Casa de Huéspedes La Loma'), town: 'Isabel Segunda', categories: ['inns'] },
  ],
  food: [
    { name: b('El Quenepo', 'El Quenepo'), town: 'Esperanza', categories: ['restaurants'] },
    { name: b('Morning Tide Café', 'Café Marea'), town: 'Dewey', categories: ['cafes'] },
    { name: b('Fisherman’s Market', 'Mercado del Pescador'), town: 'Isabel Segunda', categories: ['farm-markets'] },
    { name: b('Coconut Shack', 'Chiringuito del Coco'), town: 'Culebra', categories: ['restaurants'] },
    { name: b('Island Rum Tasting Room', 'Sala de Cata de Ron'), town: 'Esperanza', categories: ['breweries'] },
  ],
  shopping: [
    { name: b('Seaglass Gallery', 'Galería Vidrio de Mar'), town: 'Esperanza', categories: ['galleries'] },
    { name: b('Reef Outfitters', 'Equipos Arrecife'), town: 'Dewey', categories: ['outfitters'] },
    { name: b('Island Bookshop', 'Librería de la Isla'), town: 'Isabel Segunda', categories: ['gifts'] },
    { name: b('Old Customs House Antiques', 'Antigüedades La Aduana'), town: 'Isabel Segunda', categories: ['antiques'] },
  ],
  events: [
    { name: b('Fiesta de la Playa', 'Fiesta de la Playa'), town: 'Esperanza', inDays: 9, days: 3, category: 'festivals' },
    { name: b('Full Moon Drums', 'Tambores de Luna Llena'), town: 'Dewey', inDays: 4, weekly: 4, every: 29.53, category: 'music' },
    { name: b('Saturday Farmers Market', 'Mercado de los Sábados'), town: 'Isabel Segunda', inDays: 1, weekly: 6, weekday: 6, category: 'markets' },
    { name: b('Island Half Marathon', 'Media Maratón de la Isla'), town: 'Culebra', inDays: 40, category: 'races' },
    { name: b('Patron Saint Festival', 'Fiestas Patronales'), town: 'Isabel Segunda', inDays: 75, days: 4, category: 'festivals' },
    { name: b('Sunset Jazz', 'Jazz al Atardecer'), town: 'Esperanza', inDays: 18, category: 'music' },
    { name: b('Winter Regatta', 'Regata de Invierno'), town: 'Dewey', inDays: -30, days: 2, category: 'races' },
  ],
  trails: [
    { name: b('Mount Pirata Trail', 'Sendero Monte Pirata'), town: 'Esperanza', difficulty: 'difficult', routeType: 'outAndBack', km: 6.4, relief: 290, surface: 'dirt' },
    { name: b('Mangrove Boardwalk', 'Pasarela del Manglar'), town: 'Dewey', difficulty: 'easy', routeType: 'loop', km: 2.1, relief: 4, surface: 'boardwalk' },
    { name: b('Lighthouse Ridge Path', 'Camino de la Cresta'), town: 'Isabel Segunda', difficulty: 'moderate', routeType: 'pointToPoint', km: 4.8, relief: 85, surface: 'gravel' },
    { name: b('Coastal Bike Path', 'Ciclovía Costera'), town: 'Esperanza', difficulty: 'easy', routeType: 'pointToPoint', km: 9.5, relief: 20, surface: 'paved' },
    { name: b('Hidden Beach Trail', 'Sendero Playa Escondida'), town: 'Culebra', difficulty: 'moderate', routeType: 'outAndBack', km: 3.2, relief: 60, surface: 'dirt' },
  ],
  itineraries: [
    { name: b('A Perfect Beach Day', 'Un Día de Playa Perfecto'), town: 'Culebra', routeType: 'driving' },
    { name: b('Historic Isabel Segunda on Foot', 'Isabel Segunda a Pie'), town: 'Isabel Segunda', routeType: 'walking' },
    { name: b('Island by Bike', 'La Isla en Bicicleta'), town: 'Esperanza', routeType: 'cycling' },
  ],
  stories: [
    { title: b('When to Visit the Islands', 'Cuándo Visitar las Islas'), town: 'Esperanza', format: 'markdown-table' },
    { title: b('A Weekend in Dewey', 'Un Fin de Semana en Dewey'), town: 'Dewey', format: 'markdown-plain' },
    { title: b('The View from Mount Pirata', 'La Vista desde el Monte Pirata'), town: 'Esperanza', format: 'markdown-hostile' },
    { title: b('Night Sky over the Bay', 'Cielo Nocturno sobre la Bahía'), town: 'Esperanza', format: 'html-hostile' },
  ],
  contributors: ['Marisol Rivera', 'Tomás Ortiz', 'Ana Lucía Vega'],
  organizations: ['Island Conservation Trust', 'Friends of the Bay'],
};
