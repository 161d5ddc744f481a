import { item, lists, pages } from './route-helpers';
import type { SiteFile } from './site-file';

const es = 'es' as const;

export const islands: SiteFile = {
  id: 'islands',
  name: 'Island Guide',
  description: 'Beaches, villages, trails and food across the islands, in English and Spanish.',
  locales: [
    { id: 'en', label: 'English' },
    { id: 'es', label: 'Español' },
  ],
  wording: { en: { trip_plans: 'Trip Plans' }, es: { trip_plans: 'Planes de viaje', site_name: 'Guía de las Islas' } },
  timeZone: 'America/New_York',
  theme: { styleVariables: { 'color-primary': '#006d77', 'color-accent': '#e29578', 'color-progress': '#ffddd2', 'font-heading': "'Trebuchet MS', sans-serif" } },
  pages: pages('home', 'about', 'entries', 'join', 'login', 'map', 'order', 'privacy', 'supporters', 'terms'),
  routes: {
    ...lists('food', 'shopping', 'trails'),
    home: {
      aliases: [
        { path: '/es', locale: es },
        { path: '/home', sitemap: false },
      ],
    },
    entry: { aliases: [{ path: '/articulos/{title}/{id}', locale: es }] },
    itineraries: { path: '/trip-plans', meta: { types: ['itinerary'] }, aliases: [{ path: '/planes-de-viaje', locale: es }] },
    about: { aliases: [{ path: '/sobre', locale: es }] },
    activities: { meta: { types: ['activity'] }, aliases: [{ path: '/actividades', locale: es }] },
    events: { meta: { types: ['event'] }, aliases: [{ path: '/eventos', locale: es }] },
    join: { aliases: [{ path: '/unirse', locale: es }] },
    lodging: { meta: { types: ['lodging'] }, aliases: [{ path: '/alojamiento', locale: es }] },
    login: { aliases: [{ path: '/iniciar', locale: es }] },
    map: { aliases: [{ path: '/mapa', locale: es }] },
    order: { aliases: [{ path: '/pedido', locale: es }] },
    places: { meta: { types: ['place'] }, aliases: [{ path: '/lugares', locale: es }] },
    stories: { meta: { types: ['story'] }, aliases: [{ path: '/historias', locale: es }] },
    supporters: { aliases: [{ path: '/partidarios', locale: es }] },
  },
  menus: {
    primary: [item('places'), item('activities'), item('lodging'), item('shopping'), item('itineraries', 'trip_plans')],
  },
  map: {
    center: [-66.45, 18.22],
    bounds: [
      [-67.95, 17.88],
      [-65.22, 18.53],
    ],
    zoom: { initial: 9, locate: 17, min: 2, max: 18 },
    clustering: { enabled: true, color: '#006d77' },
    featureDistance: 50,
    units: { en: 'imperial', es: 'metric' },
  },
  search: { content: { enabled: true, types: ['activity', 'event', 'food', 'itinerary', 'lodging', 'place', 'shopping', 'story', 'trail'] } },
  limits: { promotions: { index: 1, home: 2, detail: 1 } },
  newsletterListId: 'islands-weekly',
  analyticsId: 'G-ISLANDS01',
  contact: { sender: ['hola@islands.travel-guide.example'], recipients: ['editors@islands.travel-guide.example'] },
  forms: { offered: ['join', 'order'] },
  hashtag: '#IslandGuide',
  mailingAddress: { streetAddress: 'Calle Pedro Márquez 10', city: 'Culebra', stateOrProvince: 'PR', postalCode: '00775', country: 'US' },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/islandguide' },
    { network: 'instagram', url: 'https://www.instagram.com/islandguide' },
  ],
};
