import { indexPage, item, lists, pages, regionalRoutes } from './route-helpers';
import type { SiteFile } from './site-file';

export const riverValley: SiteFile = {
  id: 'river-valley',
  name: 'River Valley',
  description: 'Bluffs, river towns, orchards and backwaters of the upper river valley.',
  wording: { en: { trip_plans: 'Trip Plans', explore_more: 'Explore More' } },
  timeZone: 'America/Chicago',
  theme: { styleVariables: { 'color-primary': '#1d3557', 'color-accent': '#e63946', 'color-progress': '#457b9d' } },
  pages: pages('home', 'about', 'entries', 'join', 'map', 'order', 'privacy', 'supporters', 'terms'),
  routes: {
    ...regionalRoutes,
    ...lists('activities', 'events', 'food', 'lodging', 'places', 'shopping', 'trails'),
    ...indexPage('explore-more', ['story'], ['grid']),
  },
  // Stories live under /explore-more here.
  redirects: [{ from: '/stories', route: 'explore-more' }],
  menus: {
    primary: [item('places'), item('activities'), item('lodging'), item('shopping'), item('itineraries', 'trip_plans')],
    secondary: [item('about'), item('events'), item('map'), item('join'), item('explore-more', 'explore_more')],
  },
  map: {
    center: [-91.2, 43.8],
    bounds: [
      [-92.5, 42.5],
      [-90.5, 45.0],
    ],
    zoom: { initial: 8, locate: 15, min: 2, max: 18 },
  },
  search: { content: { enabled: true } },
  limits: { promotions: { index: 2, home: 1, detail: 1 } },
  newsletterListId: 'river-valley-news',
  contact: { sender: ['visit@river-valley.travel-guide.example'], recipients: ['tourism@river-valley.travel-guide.example'] },
  forms: { offered: ['join', 'order'] },
  hashtag: '#RiverValley',
};
