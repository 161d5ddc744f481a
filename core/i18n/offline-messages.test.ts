import { describe, expect, it } from 'vitest';
import { localeIds } from './locales';
import { offlineText } from './offline-messages';
import { t } from './t';

describe('offlineText', () => {
  it("speaks the page's language, a regional form as its language, English otherwise", () => {
    expect(offlineText('es', 'offline.formKept')).toMatch(/^Estás sin conexión/);
    expect(offlineText('en', 'offline.formKept')).toMatch(/^You are offline/);
    expect(offlineText('de-CH', 'offline.formKept')).toMatch(/^Sie sind offline/);
    expect(offlineText('fr', 'offline.title')).toBe('You are offline');
  });

  it('has the same texts as the catalogues, for every language', () => {
    for (const locale of localeIds) expect(offlineText(locale, 'offline.reportKept'), locale).toBe(t(locale, 'offline.reportKept'));
  });
});
