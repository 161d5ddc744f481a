import { detailPages, item, lists, pages, renamedList } from './route-helpers';
import type { SiteFile } from './site-file';

export const gatewayTown: SiteFile = {
  id: 'gateway-town',
  name: 'Red Rock Gateway Town',
  description: 'Arches, slickrock, river trips and a small town to come back to at night.',
  wording: { en: { things_to_do: 'Things to Do', eat_drink: 'Eat & Drink', trip_plans: 'Trip Plans', getting_here: 'Getting Here', contact: 'Contact' } },
  theme: { styleVariables: { 'color-primary': '#9b2226', 'color-accent': '#ee9b00', 'color-progress': '#ca6702' } },
  pages: pages('home', 'about', 'map', 'privacy', 'terms'),
  routes: {
    ...renamedList('activities', '/things-to-do'),
    ...renamedList('food', '/eat-drink'),
    ...renamedList('itineraries', '/trip-plans'),
    ...lists('lodging', 'places'),
    // The map page is "Getting Here": /map redirects to it.
    map: { path: '/getting-here' },
    ...detailPages('contact'),
  },
  menus: {
    primary: [item('activities', 'things_to_do'), item('food', 'eat_drink'), item('lodging'), item('places'), item('itineraries', 'trip_plans')],
    secondary: [item('about'), item('map', 'getting_here'), item('contact')],
  },
  map: {
    center: [-109.55, 38.57],
    bounds: [
      [-110.2, 38.2],
      [-109.0, 39.0],
    ],
    zoom: { initial: 11, locate: 15, min: 2, max: 18 },
  },
  contact: { sender: ['visit@gateway-town.travel-guide.example'], recipients: ['visitor-center@gateway-town.travel-guide.example'] },
  hashtag: '#RedRockGateway',
};
