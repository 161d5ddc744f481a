import { titleOrders } from '../core/routes/default-routes';
import { detailPages, indexPage, item, pages } from './route-helpers';
import type { SiteFile } from './site-file';

export const projectExplorer: SiteFile = {
  id: 'project-explorer',
  name: 'Project Explorer',
  description: 'Conservation projects, project sites and volunteer opportunities across the Four Corners.',
  wording: { en: { where_we_work: 'Where We Work', project_sites: 'Project Sites', volunteers: 'Volunteers', projects: 'Projects' } },
  theme: { styleVariables: { 'color-primary': '#7f5539', 'color-accent': '#b08968', 'color-progress': '#9c6644' } },
  pages: pages('home', 'map', 'about', 'privacy', 'terms'),
  routes: {
    entries: { meta: { types: ['projectMap', 'projectSite'], tabs: ['grid', 'map'], orders: titleOrders, defaultOrder: 'title' } },
    ...detailPages('where-we-work'),
    ...indexPage('project-sites', ['projectSite'], ['grid', 'map']),
    ...indexPage('volunteers', ['individual'], ['grid']),
  },
  menus: {
    primary: [item('entries', 'projects'), item('project-sites', 'project_sites'), item('where-we-work', 'where_we_work')],
    secondary: [item('about'), item('volunteers'), item('map')],
  },
  map: {
    center: [-108.5, 37.0],
    bounds: [
      [-111.0, 35.5],
      [-106.0, 38.5],
    ],
    pointOverlap: true,
    featureDistance: 50,
  },
  limits: { index: 50 },
  sitemap: { types: ['projectMap', 'projectSite'] },
  contact: { sender: ['projects@project-explorer.travel-guide.example'], recipients: ['field-office@project-explorer.travel-guide.example'] },
  hashtag: '#ProjectExplorer',
};
