import { describe, expect, it } from 'vitest';
import { savedEn } from '../../core/i18n/messages/saved-en';
import { savedEs } from '../../core/i18n/messages/saved-es';
import { estimateText, fill, megabytes } from './guide-text';

describe('guide texts', () => {
  it('fills named places and writes sizes in megabytes in the page language', () => {
    expect(fill('about {size} (at most {budget})', { size: '2.5 MB', budget: '10.0 MB' })).toBe('about 2.5 MB (at most 10.0 MB)');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
    expect(megabytes(10 * 1024 * 1024, 'en')).toBe('10.0 MB');
    expect(megabytes(2.5 * 1024 * 1024, 'es')).toBe('2,5 MB');
  });

  it('says what of the map the budget left out beside the estimate, in English and Spanish', () => {
    const budget = 10 * 1024 * 1024;
    const en = { estimate: savedEn['saved.estimate'], detailKept: savedEn['saved.detailKept'] };
    const es = { estimate: savedEs['saved.estimate'], detailKept: savedEs['saved.detailKept'] };
    const capped = { estimate: 9.8 * 1024 * 1024, detailZoom: 14 };
    expect(estimateText(en, capped, budget, 'en')).toBe(
      'This guide with its map, pictures and downloads takes about 9.8 MB on this device (at most 10.0 MB per guide). Map detail kept to zoom 14 to stay within 10.0 MB.',
    );
    expect(estimateText(es, capped, budget, 'es')).toContain('Detalle del mapa guardado hasta el zoom 14 para no pasar de 10,0 MB.');
    // Nothing left out: the estimate alone.
    expect(estimateText(en, { estimate: 2 * 1024 * 1024 }, budget, 'en')).toBe('This guide with its map, pictures and downloads takes about 2.0 MB on this device (at most 10.0 MB per guide).');
  });
});
