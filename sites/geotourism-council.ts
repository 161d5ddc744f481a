import { detailPages, indexPage, item, lists, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const geotourismCouncil: SiteFile = {
  id: 'geotourism-council',
  name: 'International Geotourism Council',
  description: 'Destinations around the world that sustain the geographical character of a place: its environment, culture and heritage.',
  wording: { en: { explore_more: 'Explore More', partners: 'Partners', geotourism: 'Geotourism', get_started: 'Get Started', geotourism_sites: 'Geotourism Sites' } },
  theme: { styleVariables: { 'color-primary': '#14213d', 'color-accent': '#fca311', 'color-progress': '#fca311' } },
  pages: pages('home', 'about', 'join', 'map', 'privacy', 'terms'),
  routes: {
    ...lists('itineraries'),
    ...indexPage('explore-more', ['place', 'activity', 'story'], ['initial', 'grid', 'map']),
    ...indexPage('partners', ['partner'], ['grid']),
    ...indexPage('geotourism-sites', ['place'], ['grid']),
    ...detailPages('geotourism', 'get-started'),
  },
  menus: {
    primary: [item('explore-more', 'explore_more'), item('geotourism-sites', 'geotourism_sites'), item('itineraries')],
    secondary: [item('about'), item('geotourism'), item('get-started', 'get_started'), item('partners'), item('map'), item('join')],
  },
  map: {
    center: [10, 20],
    bounds: [
      [-180, -85],
      [180, 85],
    ],
    zoom: { initial: 2, locate: 15, min: 1, max: 18 },
    featureDistance: 500,
  },
  limits: { index: 45 },
  analyticsId: 'G-GEOCOUNCIL',
  contact: { sender: ['council@geotourism-council.travel-guide.example'], recipients: ['secretariat@geotourism-council.travel-guide.example'] },
  forms: { offered: ['join'] },
  hashtag: '#Geotourism',
  social: [
    { network: 'twitter', url: 'https://twitter.com/geotourismcouncil' },
    { network: 'youtube', url: 'https://www.youtube.com/@geotourismcouncil' },
  ],
};
