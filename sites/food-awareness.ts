import { publishedOrders } from '../core/routes/default-routes';
import { ids, loginUrl } from './defaults';
import { detailPages, indexPage, item, link, pages } from './route-helpers';
import type { SiteFile } from './site-file';

const igm = ['initial', 'grid', 'map'] as const;

export const foodAwareness: SiteFile = {
  id: 'food-awareness',
  name: 'Food System Awareness',
  description: 'Issues, sectors and people of the regional food system, and how to take action.',
  wording: {
    en: {
      action: 'Take Action',
      issues: 'Issues',
      sectors: 'Sectors',
      glossary: 'Glossary',
      library: 'Library',
      partners: 'Partners',
      submit: 'Submit',
      feedback: 'Feedback',
    },
  },
  timeZone: 'America/Chicago',
  theme: { styleVariables: { 'color-primary': '#4f7a38', 'color-accent': '#bc4749', 'color-progress': '#a7c957', 'font-body': "'Segoe UI', sans-serif" } },
  pages: pages('home', 'privacy', 'terms'),
  routes: {
    ...indexPage('action', ['action'], [...igm]),
    ...indexPage('issues', ['issue'], [...igm]),
    ...indexPage('sectors', ['element'], [...igm]),
    ...indexPage('partners', ['partner'], [...igm]),
    ...indexPage('library', ['story'], [...igm], { orders: publishedOrders(ids.elements.published), defaultOrder: `-${ids.elements.published}` }),
    ...detailPages('glossary', 'submit', 'feedback'),
  },
  redirects: [{ from: '/elements', route: 'sectors' }],
  menus: {
    primary: [item('issues'), item('sectors'), item('action'), item('library')],
    secondary: [item('glossary'), item('partners'), item('submit'), link(loginUrl, 'login')],
    bottom: [item('feedback'), item('partners'), item('submit'), item('privacy'), item('terms'), link(loginUrl, 'login')],
  },
  map: {
    center: [-89.4, 43.07],
    bounds: [
      [-92.9, 42.5],
      [-86.8, 47.1],
    ],
    clustering: { enabled: true, color: '#6a994e' },
    featureDistance: 4,
  },
  contact: { sender: ['hello@food-awareness.travel-guide.example'], recipients: ['coordinator@food-awareness.travel-guide.example'] },
  hashtag: '#KnowYourFood',
  social: [{ network: 'instagram', url: 'https://www.instagram.com/foodsystemawareness' }],
};
