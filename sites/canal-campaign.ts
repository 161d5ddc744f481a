import { detailPages, indexPage, item, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const canalCampaign: SiteFile = {
  id: 'canal-campaign',
  name: 'Canal Capital Campaign',
  description: 'Restoring the towpath, preserving the locks and opening the canal to everyone: the capital campaign.',
  wording: { en: { recreation: 'Recreation', preservation: 'Preservation', access: 'Access', donate: 'Donate' } },
  timeZone: 'America/New_York',
  theme: { styleVariables: { 'color-primary': '#5c3d2e', 'color-accent': '#e0c097', 'color-progress': '#b85c38' } },
  pages: pages('home', 'about', 'privacy', 'terms'),
  routes: {
    ...detailPages('recreation', 'preservation', 'donate'),
    ...indexPage('access', ['access'], ['map', 'grid']),
  },
  menus: {
    primary: [item('recreation'), item('preservation'), item('access')],
    secondary: [item('about'), item('donate')],
    bottom: [item('donate'), item('privacy'), item('terms')],
  },
  map: {
    center: [-77.7, 39.5],
    bounds: [
      [-78.8, 38.9],
      [-77.0, 39.8],
    ],
    zoom: { initial: 8, locate: 15, min: 2, max: 18 },
    featureDistance: 15,
  },
  contact: { sender: ['campaign@canal-campaign.travel-guide.example'], recipients: ['giving@canal-campaign.travel-guide.example'] },
  hashtag: '#SaveTheCanal',
  mailingAddress: { streetAddress: '318 Erie Boulevard West', city: 'Syracuse', stateOrProvince: 'NY', postalCode: '13202', country: 'US' },
};
