import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../sites';
import { translator } from './translator';

describe('translator', () => {
  const islands = loadSiteConfig('islands');

  it('is one function per site and language', () => {
    expect(translator(islands, 'es')).toBe(translator(islands, 'es'));
    expect(translator(islands, 'en')).not.toBe(translator(islands, 'es'));
    expect(translator(loadSiteConfig('valley-trails'), 'en')).not.toBe(translator(islands, 'en'));
  });

  it("gives the site's own wording first, then the messages, parameters filled; asked again, the same", () => {
    const es = translator(islands, 'es');
    for (let round = 0; round < 2; round++) {
      expect(es('trip_plans')).toBe('Planes de viaje');
      expect(es('detail.share')).toBe('Compartir');
      expect(translator(islands, 'en')('detail.share')).toBe('Share');
      expect(translator(islands, 'en')('detail.profileSummary', { min: '1 ft', max: '2 ft', length: '3 mi' })).toBe('Elevation profile: from 1 ft to 2 ft over 3 mi.');
      expect(es('no.such.key')).toBe('no.such.key');
    }
  });
});
