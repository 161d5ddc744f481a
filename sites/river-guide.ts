import { pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const riverGuide: SiteFile = {
  id: 'river-guide',
  name: 'Arkansas River Guides',
  description: 'Whitewater trips, put-ins and take-outs with a local river outfitter.',
  timeZone: 'America/Denver',
  theme: { styleVariables: { 'color-primary': '#023e8a', 'color-accent': '#48cae4', 'color-progress': '#48cae4' } },
  // Home is the only page, shown as an entry (detail view).
  pages: pages('home'),
  routes: { home: { view: 'detail' } },
  menus: { primary: [], secondary: [], bottom: [] },
  map: {
    center: [-106.13, 38.84],
    bounds: [
      [-106.4, 38.4],
      [-105.8, 39.1],
    ],
    zoom: { initial: 17, locate: 17, min: 2, max: 18 },
    featureDistance: 15,
  },
  contact: { sender: ['info@river-guide.travel-guide.example'], recipients: ['staff@river-guide.travel-guide.example'] },
  hashtag: '#RunTheRiver',
};
