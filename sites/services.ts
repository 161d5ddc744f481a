import { detailPages, indexPage, item, pages } from './route-helpers';
import type { SiteFile } from './site-file';

const products = ['destination-marketing-platform', 'interactive-map-site', 'trail-view'];

export const services: SiteFile = {
  id: 'services',
  name: 'Travel Guide Services',
  description: 'The team behind these guides: configurable map and guide applications, custom development and destination marketing.',
  wording: {
    en: {
      services: 'Services',
      process: 'Process',
      case_studies: 'Case Studies',
      contact: 'Contact',
      configurable_applications: 'Configurable Applications',
      custom_application_development: 'Custom Development',
    },
  },
  theme: { styleVariables: { 'color-primary': '#0b090a', 'color-accent': '#e5383b', 'color-progress': '#e5383b', 'font-body': "'Helvetica Neue', Arial, sans-serif" } },
  pages: pages('home', 'order', 'privacy', 'terms'),
  routes: {
    // The order form is the contact page.
    order: { path: '/contact' },
    ...detailPages('configurable-applications', 'configurable-applications-terms-of-service', 'custom-application-development', ...products.flatMap((p) => [p, `${p}-pricing`]), 'services', 'process'),
    ...indexPage('case-studies', ['caseStudy'], ['grid']),
  },
  menus: {
    primary: [item('services'), item('configurable-applications', 'configurable_applications'), item('custom-application-development', 'custom_application_development')],
    secondary: [item('process'), item('case-studies', 'case_studies'), item('order', 'contact')],
    bottom: [item('order', 'contact'), item('privacy'), item('terms')],
  },
  map: {
    center: [-104.99, 39.74],
    bounds: [
      [-105.3, 39.5],
      [-104.6, 40.0],
    ],
    popupDirections: false,
  },
  cache: { sitemap: 604800 },
  search: { custom: { enabled: true, engineId: 'services-site-search' } },
  sitemap: { types: ['caseStudy', 'informational'] },
  contact: { sender: ['hello@services.travel-guide.example'], recipients: ['sales@services.travel-guide.example'] },
  forms: { offered: ['order'] },
  hashtag: '',
  social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/travel-guide-services' }],
};
