import type { RouteSettings } from '../core/routes/settings-schema';
import { OSM_CREDIT } from './defaults';
import { indexPage, item, lists, pages, renamedList } from './route-helpers';
import type { SiteFile } from './site-file';

// A walking guide to Liechtenstein built from the OpenStreetMap extract of 3 August 2013
// (data/osm/, npm run content:import-osm; docs/decisions/054-osm-importer.md), in English and German:
// its entries' texts are stored in both, its names are OpenStreetMap's `name:de`/`name:en` where tagged.

const igm = ['initial', 'grid', 'map'] as const;
const de = 'de' as const;

/** German paths of the site's routes (docs/decisions/053-languages-as-data.md: route names live in the site file). */
const germanPaths: Record<string, string> = {
  home: '/de',
  about: '/ueber-uns',
  map: '/karte',
  trails: '/wanderwege',
  'huts-peaks': '/huetten-gipfel',
  sights: '/sehenswertes',
  lodging: '/uebernachten',
  food: '/essen',
  privacy: '/datenschutz',
  terms: '/nutzungsbedingungen',
  entry: '/eintraege/{title}/{id}',
};

function inGerman(routes: Record<string, RouteSettings>): Record<string, RouteSettings> {
  return Object.fromEntries(
    Object.entries({ ...Object.fromEntries(Object.keys(germanPaths).map((name) => [name, {}])), ...routes }).map(([name, route]) => [
      name,
      germanPaths[name] ? { ...route, aliases: [{ path: germanPaths[name], locale: de }] } : route,
    ]),
  );
}

export const liechtenstein: SiteFile = {
  id: 'liechtenstein',
  name: 'Liechtenstein on Foot',
  description: 'Trails, mountain huts and peaks, castles and museums, and places to stay and eat in Liechtenstein, from OpenStreetMap.',
  locales: [
    { id: 'en', label: 'English' },
    { id: 'de', label: 'Deutsch' },
  ],
  wording: {
    de: { site_name: 'Liechtenstein zu Fuss', huts_peaks: 'Hütten & Gipfel', sights: 'Sehenswertes', stay: 'Übernachten', eat: 'Essen & Trinken' },
    en: {
      huts_peaks: 'Huts & Peaks',
      sights: 'Sights',
      stay: 'Places to Stay',
      eat: 'Places to Eat',
    },
  },
  timeZone: 'Europe/Vaduz',
  theme: { styleVariables: { 'color-primary': '#1f4e79', 'color-accent': '#e6a817', 'color-progress': '#5b8fc7' } },
  pages: pages('home', 'about', 'entries', 'map', 'privacy', 'terms'),
  routes: inGerman({
    ...lists('trails'),
    ...indexPage('huts-peaks', ['mountain'], [...igm]),
    ...indexPage('sights', ['sight'], [...igm]),
    ...renamedList('lodging', '/stay'),
    ...renamedList('food', '/eat'),
  }),
  menus: {
    primary: [item('trails'), item('huts-peaks', 'huts_peaks'), item('sights'), item('lodging', 'stay'), item('food', 'eat'), item('map')],
    secondary: [item('about')],
  },
  map: {
    center: [9.55, 47.14],
    bounds: [
      [9.47, 47.04],
      [9.64, 47.28],
    ],
    zoom: { initial: 11, locate: 15, min: 8, max: 18 },
    featureDistance: 100,
    // The basemap built from the same extract (npm run basemap:build; npm start puts it in the local bucket).
    styles: { outdoor: { zoomMax: 17, basemap: { pmtiles: 'liechtenstein/basemap.pmtiles', attribution: OSM_CREDIT } } },
    units: { en: 'metric', de: 'metric' },
    featureTypes: ['trail', 'mountain', 'sight', 'lodging', 'food'],
  },
  search: { content: { enabled: true, types: ['trail', 'mountain', 'sight', 'lodging', 'food'] } },
  sitemap: { types: ['trail', 'mountain', 'sight', 'lodging', 'food'] },
  // OpenStreetMap has no photos: an entry shows its own map picture where a photo would be.
  images: { withoutPhoto: 'map' },
  dataSource: { credit: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright', date: '2013-08-03' },
};
