import type { SiteConfig } from '../core/site-config';

/** Shared defaults every site file is merged over (SPEC.md section 9). */
export const defaults: Omit<SiteConfig, 'id' | 'name' | 'description' | 'hosts'> = {
  locales: [{ id: 'en', label: 'English' }],
  defaultLocale: 'en',
  timeZone: 'America/Denver',
  content: {
    origin: 'https://cdn.elebase.io',
    geoOrigin: 'https://geo.elebase.io',
    project: '',
    version: 'v1',
    phases: [4],
    timeoutMs: 20000,
  },
  cache: { dynamic: 3600, dyno: 10800, static: 21600, notification: 300, sitemap: 86400 },
  theme: {
    styleVariables: {
      'color-primary': '#1f5f8b',
      'color-accent': '#d9822b',
      'color-text': '#1b1b1b',
      'color-background': '#ffffff',
      'color-progress': '#d9822b',
      'font-body': 'system-ui, sans-serif',
      'font-heading': 'Georgia, serif',
      'logo-width': '160px',
      'logo-height': '48px',
    },
  },
};
