import { pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const park: SiteFile = {
  id: 'park',
  name: 'Point Reyes Seashore Park',
  description: 'Beaches, elk, lighthouses and trails of the seashore park.',
  timeZone: 'America/Los_Angeles',
  theme: { styleVariables: { 'color-primary': '#344e41', 'color-accent': '#f4a261', 'color-progress': '#f4a261' } },
  // Home is the only page, shown as an entry (detail view).
  pages: pages('home'),
  routes: { home: { view: 'detail' } },
  menus: { primary: [], secondary: [], bottom: [] },
  map: {
    center: [-122.88, 38.07],
    bounds: [
      [-123.1, 37.9],
      [-122.7, 38.25],
    ],
    zoom: { initial: 17, locate: 17, min: 2, max: 18 },
    featureDistance: 100,
  },
  contact: { sender: ['info@park.travel-guide.example'], recipients: ['staff@park.travel-guide.example'] },
  hashtag: '#SeashorePark',
};
