import { pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const trailProject: SiteFile = {
  id: 'trail-project',
  name: 'Crest Trail Project',
  description: 'Building and maintaining a long-distance crest trail, one segment at a time.',
  timeZone: 'America/Los_Angeles',
  theme: { styleVariables: { 'color-primary': '#3d405b', 'color-accent': '#e07a5f', 'color-progress': '#e07a5f' } },
  // Home is the only page, shown as an entry (detail view).
  pages: pages('home'),
  routes: { home: { view: 'detail' } },
  menus: { primary: [], secondary: [], bottom: [] },
  map: {
    center: [-121.8, 44.0],
    bounds: [
      [-122.5, 42.0],
      [-121.0, 46.0],
    ],
    zoom: { initial: 17, locate: 17, min: 2, max: 18 },
    routeColor: '#d32f2f',
    featureDistance: 30,
  },
  contact: { sender: ['info@trail-project.travel-guide.example'], recipients: ['staff@trail-project.travel-guide.example'] },
  hashtag: '#CrestTrail',
};
