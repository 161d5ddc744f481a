import { indexPage, item, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const railTrail: SiteFile = {
  id: 'rail-trail',
  name: 'River Rail Trail',
  description: 'Two hundred miles of former railbed along the river: trailheads, towns and services.',
  wording: { en: { trail_information: 'Trail Information' } },
  timeZone: 'America/Chicago',
  theme: { styleVariables: { 'color-primary': '#4a4e69', 'color-accent': '#9a8c98', 'color-progress': '#c9ada7' } },
  // Home is shown as an entry (detail view).
  pages: pages('home'),
  routes: {
    home: { view: 'detail' },
    ...indexPage('trail-information', ['informational', 'trailhead'], ['grid']),
  },
  menus: { primary: [item('trail-information', 'trail_information')], secondary: [], bottom: [] },
  map: {
    center: [-92.5, 38.7],
    bounds: [
      [-94.5, 38.0],
      [-90.5, 39.1],
    ],
    zoom: { initial: 15, locate: 17, min: 2, max: 18 },
    routeColor: '#d32f2f',
    featureDistance: 20,
  },
  contact: { sender: ['trail@rail-trail.travel-guide.example'], recipients: ['rangers@rail-trail.travel-guide.example'] },
  hashtag: '#RailTrail',
};
