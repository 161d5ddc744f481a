import { RECAPTCHA_TEST_SITE_KEY } from './defaults';
import { detailPages, indexPage, item, lists, pages, renamedList } from './route-helpers';
import type { SiteFile } from './site-file';

/** The trail towns along the greenway, each with its own page. */
const valleyTowns = ['avon', 'caneadea', 'cuba', 'geneseo', 'hume', 'mt-morris', 'nunda', 'perry', 'wheatland', 'york'];

export const valleyTrails: SiteFile = {
  id: 'valley-trails',
  name: 'Valley Trails',
  description: 'Greenway miles, trail towns, places to eat and stay, and tips for exploring the valley on foot and by bike.',
  wording: {
    en: {
      experiences: 'Experiences',
      eat_drink: 'Eat & Drink',
      stay: 'Stay',
      tips: 'Tips',
      trail_towns: 'Trail Towns',
      subscribe: 'Subscribe',
      organizations: 'Organizations',
      contributors: 'Contributors',
      share_the_love: 'Share the Love',
      visitor_survey: 'Visitor Survey',
    },
  },
  timeZone: 'America/New_York',
  theme: { styleVariables: { 'color-primary': '#3a5a40', 'color-accent': '#a3b18a', 'color-progress': '#588157', 'font-heading': "'Palatino Linotype', serif" } },
  pages: pages('home', 'about', 'entries', 'join', 'map', 'privacy', 'terms'),
  routes: {
    ...renamedList('activities', '/experiences'),
    ...renamedList('food', '/eat-drink'),
    ...renamedList('lodging', '/stay'),
    ...renamedList('stories', '/tips'),
    ...lists('trails'),
    join: { path: '/signup' },
    ...detailPages('trail-towns', 'subscribe', 'share-the-love', 'visitor-survey', 'report', ...valleyTowns),
    ...indexPage('organizations', ['organization'], ['grid']),
    ...indexPage('contributors', ['contributor'], ['grid']),
  },
  redirects: [
    { from: '/art', location: '/entries/art-trail/valley-art-trail' },
    { from: '/greenway', location: '/entries/genesee-valley-greenway/valley-greenway' },
    { from: '/here', location: '/entries/getting-here/valley-getting-here' },
    { from: '/events', route: 'activities' },
    { from: '/tools', route: 'stories' },
    { from: '/partners', route: 'organizations' },
  ],
  menus: {
    primary: [item('activities', 'experiences'), item('food', 'eat_drink'), item('lodging', 'stay'), item('trails'), item('trail-towns', 'trail_towns')],
    secondary: [item('about'), item('stories', 'tips'), item('map'), item('organizations'), item('subscribe'), item('join')],
    bottom: [item('share-the-love', 'share_the_love'), item('visitor-survey', 'visitor_survey'), item('report'), item('contributors'), item('privacy'), item('terms')],
  },
  map: {
    center: [-77.9, 42.6],
    bounds: [
      [-78.4, 42.0],
      [-77.5, 43.1],
    ],
    zoom: { initial: 9, locate: 15, min: 2, max: 18 },
    featureDistance: 20,
  },
  search: { content: { enabled: true, types: ['activity', 'food', 'lodging', 'story', 'trail', 'organization'] } },
  newsletterListId: 'valley-trails-monthly',
  analyticsId: 'G-VALLEY0042',
  contact: { sender: ['hello@valley-trails.travel-guide.example'], recipients: ['greenway@valley-trails.travel-guide.example'] },
  forms: { offered: ['join', 'report'], captcha: { siteKey: RECAPTCHA_TEST_SITE_KEY } },
  hashtag: '#ValleyTrails',
  mailingAddress: { streetAddress: '6 Court Street', city: 'Geneseo', stateOrProvince: 'NY', postalCode: '14454', country: 'US' },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/valleytrails' },
    { network: 'instagram', url: 'https://www.instagram.com/valleytrails' },
  ],
  badge: { image: '/images/badge/developed-with.svg', url: 'https://services.travel-guide.example/' },
};
