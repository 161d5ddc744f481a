import { indexPage, item, lists, pages, renamedList } from './route-helpers';
import type { SiteFile } from './site-file';

// A walking guide to Liechtenstein built from the OpenStreetMap extract of 3 August 2013
// (data/osm/, npm run content:import-osm; docs/decisions/054-osm-importer.md). English only until the
// German catalogue lands; the German route names and texts are ready in that decision.

const igm = ['initial', 'grid', 'map'] as const;

export const liechtenstein: SiteFile = {
  id: 'liechtenstein',
  name: 'Liechtenstein on Foot',
  description: 'Trails, mountain huts and peaks, castles and museums, and places to stay and eat in Liechtenstein, from OpenStreetMap.',
  wording: {
    en: {
      huts_peaks: 'Huts & Peaks',
      sights: 'Sights',
      stay: 'Places to Stay',
      eat: 'Places to Eat',
    },
  },
  timeZone: 'Europe/Vaduz',
  theme: { styleVariables: { 'color-primary': '#1f4e79', 'color-accent': '#c8102e', 'color-progress': '#5b8fc7' } },
  pages: pages('home', 'about', 'entries', 'map', 'privacy', 'terms'),
  routes: {
    ...lists('trails'),
    ...indexPage('huts-peaks', ['mountain'], [...igm]),
    ...indexPage('sights', ['sight'], [...igm]),
    ...renamedList('lodging', '/stay'),
    ...renamedList('food', '/eat'),
  },
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
    units: { en: 'metric' },
    featureTypes: ['trail', 'mountain', 'sight', 'lodging', 'food'],
  },
  search: { content: { enabled: true, types: ['trail', 'mountain', 'sight', 'lodging', 'food'] } },
  sitemap: { types: ['trail', 'mountain', 'sight', 'lodging', 'food'] },
  dataSource: { credit: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright', date: '2013-08-03' },
};
