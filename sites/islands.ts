import type { SiteFile } from './site-file';

export const islands: SiteFile = {
  id: 'islands',
  name: 'Island Guide',
  description: 'Beaches, villages, trails and food across the islands, in English and Spanish.',
  locales: [
    { id: 'en', label: 'English' },
    { id: 'es', label: 'Español' },
  ],
  timeZone: 'America/New_York',
  hosts: { production: 'islands.travel-guide.example', staging: 'islands.staging.travel-guide.example' },
  content: { project: 'islands' },
};
