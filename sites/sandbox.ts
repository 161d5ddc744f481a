import { mainContentTypes, OSM_CREDIT } from './defaults';
import { indexPage, item, pages, renamedList } from './route-helpers';
import type { SiteFile } from './site-file';

/**
 * The deployment for trying things out: embed tests, a renamed food list, and German (as written in
 * Liechtenstein and Switzerland) with German route names, tried here before it reaches the real guides.
 */
const de = 'de' as const;

export const sandbox: SiteFile = {
  id: 'sandbox',
  name: 'Sandbox Guide',
  description: 'A test bed for embeds, lists, maps and languages before they reach the real guides.',
  locales: [
    { id: 'en', label: 'English' },
    { id: 'de', label: 'Deutsch' },
  ],
  wording: { en: { embed_tests: 'Embed Tests', food_drink: 'Food & Drink' }, de: { embed_tests: 'Einbettungstests', food_drink: 'Essen & Trinken', site_name: 'Sandkasten-Führer' } },
  theme: { styleVariables: { 'color-primary': '#5a189a', 'color-accent': '#ff9e00', 'color-progress': '#ff9e00' } },
  pages: pages('home', 'about', 'map', 'privacy', 'terms'),
  routes: {
    home: { aliases: [{ path: '/de', locale: de }] },
    about: { aliases: [{ path: '/ueber-uns', locale: de }] },
    map: { aliases: [{ path: '/karte', locale: de }] },
    places: { meta: { types: ['place'] }, aliases: [{ path: '/orte', locale: de }] },
    activities: { meta: { types: ['activity'] }, aliases: [{ path: '/aktivitaeten', locale: de }] },
    events: { meta: { types: ['event'] }, aliases: [{ path: '/veranstaltungen', locale: de }] },
    entry: { aliases: [{ path: '/eintraege/{title}/{id}', locale: de }] },
    entries: { meta: { types: mainContentTypes } },
    ...renamedList('food', '/food-drink'),
    ...indexPage('embed-tests', [], ['grid'], { group: 'embed-tests' }),
  },
  menus: {
    primary: [item('places'), item('activities'), item('food', 'food_drink')],
    secondary: [item('about'), item('events'), item('embed-tests', 'embed_tests'), item('map')],
  },
  // The production-map test bed: outdoor from a keyless vector tile service (OpenFreeMap), hybrid
  // from a PMTiles archive in the BASEMAPS bucket (the README says how to put one there).
  map: {
    center: [-105.27, 40.01],
    bounds: [
      [-105.7, 39.9],
      [-105.0, 40.2],
    ],
    featureDistance: 50,
    popupDirections: false,
    units: { en: 'imperial', de: 'metric' },
    styles: {
      outdoor: { zoomMax: 17, basemap: { style: 'https://tiles.openfreemap.org/styles/liberty' } },
      hybrid: { basemap: { pmtiles: 'sandbox/hybrid.pmtiles', attribution: OSM_CREDIT } },
    },
  },
  contact: { sender: ['sandbox@sandbox.travel-guide.example'], recipients: ['developers@sandbox.travel-guide.example'] },
  hashtag: '#Sandbox',
};
