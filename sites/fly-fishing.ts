import { link, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const flyFishing: SiteFile = {
  id: 'fly-fishing',
  name: 'Fly Fishing Waters',
  description: 'Blue-ribbon rivers, access points and hatches of the northern Rockies.',
  wording: { en: { destinations: 'Destinations' } },
  theme: { styleVariables: { 'color-primary': '#283618', 'color-accent': '#dda15e', 'color-progress': '#bc6c25' } },
  // Home is an entry page (detail view), not a landing page.
  pages: pages('home', 'privacy', 'terms'),
  routes: { home: { view: 'detail' } },
  menus: {
    primary: [link('https://destinations.fly-fishing.travel-guide.example/', 'destinations')],
    secondary: [],
    bottom: [],
  },
  map: {
    center: [-111.0, 45.7],
    bounds: [
      [-116.1, 44.3],
      [-104.0, 49.0],
    ],
    zoom: { initial: 7, locate: 15, min: 2, max: 18 },
  },
  cache: { sitemap: 172800 },
  contact: { sender: ['guides@fly-fishing.travel-guide.example'], recipients: ['outfitter@fly-fishing.travel-guide.example'] },
  hashtag: '#FlyFishing',
};
