import { detailPages, item, lists, pages, regionalRoutes } from './route-helpers';
import type { SiteFile } from './site-file';

export const scenicRegion: SiteFile = {
  id: 'scenic-region',
  name: 'Scenic Gorge Region',
  description: 'Waterfalls, scenic drives, water trails and wine country along the gorge.',
  wording: { en: { trip_plans: 'Trip Plans', scenic_drives: 'Scenic Drives', trails_and_routes: 'Trails & Routes', water_trails: 'Water Trails' } },
  timeZone: 'America/Los_Angeles',
  theme: { styleVariables: { 'color-primary': '#264653', 'color-accent': '#2a9d8f', 'color-progress': '#e9c46a' } },
  pages: pages('home', 'about', 'entries', 'join', 'map', 'privacy', 'terms'),
  routes: {
    ...regionalRoutes,
    ...lists('activities', 'events', 'food', 'lodging', 'places', 'shopping', 'stories'),
    ...detailPages('scenic-drives', 'trails-and-routes', 'water-trails'),
  },
  menus: {
    primary: [item('places'), item('activities'), item('lodging'), item('shopping'), item('itineraries', 'trip_plans')],
    secondary: [
      item('about'),
      item('events'),
      item('scenic-drives', 'scenic_drives'),
      item('trails-and-routes', 'trails_and_routes'),
      item('water-trails', 'water_trails'),
      item('map'),
      item('stories'),
    ],
  },
  map: {
    center: [-121.9, 45.65],
    bounds: [
      [-122.5, 45.4],
      [-120.8, 45.9],
    ],
    zoom: { initial: 10, locate: 17, min: 2, max: 18 },
    styles: { hybrid: { zoomMax: 16, pitch: [0, 85] } },
    perspective: { tool: true },
  },
  contact: { sender: ['hello@scenic-region.travel-guide.example'], recipients: ['visitors@scenic-region.travel-guide.example'] },
  forms: { offered: ['join'] },
  hashtag: '#ScenicGorge',
};
