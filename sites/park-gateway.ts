import type { RedirectSettings } from '../core/routes/settings-schema';
import { detailPages, indexPage, item, lists, pages } from './route-helpers';
import type { SiteFile } from './site-file';

const igm = ['initial', 'grid', 'map'] as const;

/** Old section-prefixed entry paths all moved under /entries. */
const prefixedEntryRedirects: RedirectSettings[] = ['about', 'community', 'do', 'eat', 'events', 'here', 'shop', 'stay', 'stories'].map((prefix) => ({
  from: `/${prefix}/{title}/{id}`,
  route: 'entry',
}));

export const parkGateway: SiteFile = {
  id: 'park-gateway',
  name: 'Canyon Gateway',
  description: 'The gateway town to the national park: where to stay, eat and shop, what to do, and how to get here.',
  wording: {
    en: {
      community: 'Community',
      do: 'Do',
      eat: 'Eat',
      here: 'Getting Here',
      shop: 'Shop',
      stay: 'Stay',
      tours: 'Tours',
      guide: 'Visitor Guide',
      trail_guide: 'Trail Guide',
      wifi: 'Free Wi-Fi',
      contest: 'Photo Contest',
    },
  },
  theme: { styleVariables: { 'color-primary': '#1b4332', 'color-accent': '#d4a373', 'color-progress': '#95d5b2', 'logo-width': '200px' } },
  pages: pages('home', 'about', 'entries', 'map', 'privacy', 'terms'),
  routes: {
    ...lists('events', 'stories', 'trails', 'itineraries'),
    ...indexPage('community', ['community'], [...igm]),
    ...indexPage('do', ['do'], [...igm]),
    ...indexPage('eat', ['eat'], [...igm]),
    ...indexPage('here', ['here'], [...igm]),
    ...indexPage('shop', ['shop'], [...igm]),
    ...indexPage('stay', ['stay'], [...igm]),
    ...indexPage('tours', ['tour'], [...igm]),
    ...detailPages('guide', 'trail-guide', 'wifi'),
    contest: { path: '/contest', view: 'detail', meta: { entryId: 'page-contest', sitemap: false } },
    // /home is a page of its own here (the home entry as a detail view), not an alias of /.
    'home-detail': { path: '/home', view: 'detail', meta: { entryId: 'page-home', key: 'home-detail' } },
  },
  redirects: prefixedEntryRedirects,
  menus: {
    primary: [item('stay'), item('eat'), item('do'), item('shop'), item('trails'), item('tours')],
    secondary: [item('about'), item('events'), item('community'), item('here'), item('guide'), item('trail-guide', 'trail_guide'), item('stories'), item('map')],
  },
  map: {
    // The canyon the gateway town serves, where its content's places and trails are.
    center: [-112.99, 37.19],
    bounds: [
      [-113.2, 37.05],
      [-112.8, 37.35],
    ],
    zoom: { initial: 12, locate: 17, min: 2, max: 18 },
    styles: { hybrid: { zoomMax: 16, pitch: [0, 85] } },
    perspective: { tool: true },
    featureDistance: 100,
    // The map page shows the gateway's own kinds of entries, not the default place/activity kinds.
    featureTypes: ['stay', 'eat', 'do', 'shop', 'here', 'community', 'tour', 'trail'],
  },
  cache: { dynamic: 600 },
  search: { content: { enabled: true, types: ['community', 'do', 'eat', 'event', 'here', 'shop', 'stay', 'story', 'tour', 'trail', 'itinerary'] } },
  sitemap: { types: ['community', 'do', 'eat', 'event', 'here', 'shop', 'stay', 'story', 'tour', 'trail', 'itinerary'] },
  newsletterListId: 'park-gateway-insider',
  analyticsId: 'G-PARKGATE77',
  contact: { sender: ['hello@park-gateway.travel-guide.example'], recipients: ['visitor-services@park-gateway.travel-guide.example'] },
  hashtag: '#GatewayToThePark',
  mailingAddress: { streetAddress: '868 Zion Park Boulevard', city: 'Springdale', stateOrProvince: 'UT', postalCode: '84767', country: 'US' },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/parkgateway' },
    { network: 'instagram', url: 'https://www.instagram.com/parkgateway' },
    { network: 'youtube', url: 'https://www.youtube.com/@parkgateway' },
  ],
};
