import type { SiteFile } from './site-file';

export const canalTrail: SiteFile = {
  id: 'canal-trail',
  name: 'Canal Trail',
  description: 'Towpath miles, locks, trail towns and places to stay along the canal.',
  timeZone: 'America/New_York',
  hosts: { production: 'canal-trail.travel-guide.example', staging: 'canal-trail.staging.travel-guide.example' },
  content: { project: 'canal-trail' },
};
