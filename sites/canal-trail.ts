import { titleOrders } from '../core/routes/default-routes';
import { RECAPTCHA_TEST_SITE_KEY } from './defaults';
import { detailPages, indexPage, item, link, lists, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const canalTrail: SiteFile = {
  id: 'canal-trail',
  name: 'Canal Trail',
  description: 'Towpath miles, locks, trail towns and places to stay along the canal.',
  wording: { en: { trail_information: 'Trail Information', trail_segments: 'Trail Segments', membership: 'Become a Member', donate: 'Donate' } },
  timeZone: 'America/New_York',
  theme: { styleVariables: { 'color-primary': '#2f4858', 'color-accent': '#c77d1f', 'color-progress': '#c77d1f' } },
  // The map is the home page here: no separate home route, and /map redirects to /.
  pages: pages('map', 'about', 'entries', 'join', 'privacy', 'terms'),
  routes: {
    map: { path: '/' },
    ...lists('activities', 'events', 'food', 'lodging', 'places', 'stories', 'trails'),
    ...detailPages('report'),
    ...indexPage('trail-information', ['informational'], ['grid']),
    ...indexPage('trail-segments', ['trail'], ['grid'], {
      orders: [{ value: 'segment', labelKey: 'order.segment' }, ...titleOrders],
      defaultOrder: 'segment',
    }),
  },
  menus: {
    primary: [item('places'), item('activities'), item('lodging'), item('trail-segments', 'trail_segments')],
    secondary: [item('about'), item('events'), item('trail-information', 'trail_information'), item('stories'), item('join')],
    bottom: [
      link('https://www.canal-trail-conservancy.example/membership', 'membership'),
      link('https://www.canal-trail-conservancy.example/donate', 'donate'),
      item('report'),
      item('privacy'),
      item('terms'),
    ],
  },
  map: {
    center: [-75.5, 43.1],
    bounds: [
      [-79.0, 42.6],
      [-73.6, 43.3],
    ],
    zoom: { initial: 8, locate: 15, min: 2, max: 18 },
    featureDistance: 30,
  },
  newsletterListId: 'canal-trail-news',
  contact: { sender: ['towpath@canal-trail.travel-guide.example'], recipients: ['trail-office@canal-trail.travel-guide.example'] },
  forms: { offered: ['join', 'report'], captcha: { siteKey: RECAPTCHA_TEST_SITE_KEY } },
  hashtag: '#CanalTrail',
  social: [{ network: 'facebook', url: 'https://www.facebook.com/canaltrail' }],
  badge: { image: '/images/badge/developed-with.svg', url: 'https://services.travel-guide.example/' },
};
