import { link, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const voteMap: SiteFile = {
  id: 'vote-map',
  name: 'Vote Map',
  description: 'Find early voting sites, polling places and ballot drop boxes near you.',
  timeZone: 'America/Chicago',
  theme: { styleVariables: { 'color-primary': '#22223b', 'color-accent': '#c9184a', 'color-progress': '#c9184a' } },
  // Home is the only page, shown as an entry (detail view).
  pages: pages('home'),
  routes: { home: { view: 'detail' } },
  wording: { en: { voter_information: 'Voter Information' } },
  menus: { primary: [link('https://www.elections.il.gov/', 'voter_information')], secondary: [], bottom: [] },
  cache: { dynamic: 600 },
  embed: { frameAncestors: ['https://www.votemap-partners.example', 'https://news.votemap-partners.example'] },
  map: {
    center: [-89.2, 40.0],
    bounds: [
      [-91.6, 36.9],
      [-87.0, 42.6],
    ],
    zoom: { initial: 17, locate: 17, min: 2, max: 18 },
    pointOverlap: true,
    clustering: { enabled: true, color: '#c9184a' },
  },
  contact: { sender: ['info@vote-map.travel-guide.example'], recipients: ['staff@vote-map.travel-guide.example'] },
  hashtag: '#VoteMap',
};
