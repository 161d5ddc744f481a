import type { Redirect } from './types';

const to = (from: string, route: string): Redirect => ({ from, target: { route }, status: 301 });

/** docs/product/routes.md#legacy-redirects, on every site; one whose target route the site lacks is dropped. */
export const legacyRedirects: readonly Redirect[] = [
  to('/regions*', 'map'),
  to('/subregions*', 'map'),
  to('/local-themes*', 'stories'),
  to('/local-voices*', 'stories'),
  to('/themes*', 'stories'),
  to('/about.php', 'about'),
  to('/about_supporters.php', 'supporters'),
  to('/events.php*', 'events'),
  to('/guide', 'map'),
  { from: '/index.php', target: { location: '/' }, status: 301 },
  to('/map.php', 'map'),
  to('/participate.php', 'join'),
  to('/places/{category}/{uid}', 'places'),
  to('/plans', 'itineraries'),
  to('/things/{category?}/{uid?}', 'activities'),
  to('/user/account', 'join'),
  to('/user/account/order', 'order'),
  to('/where/{category?}/{uid?}', 'lodging'),
];
