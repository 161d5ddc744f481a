import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale';

const bilingual = { offered: ['en', 'es'], defaultLocale: 'en' as const };

describe('resolveLocale', () => {
  it('prefers the route locale, then ?locale=, then the cookie, then the site default', () => {
    expect(resolveLocale({ ...bilingual, routeLocale: 'es', query: 'en', cookie: 'en' })).toBe('es');
    expect(resolveLocale({ ...bilingual, query: 'es', cookie: 'en' })).toBe('es');
    expect(resolveLocale({ ...bilingual, cookie: 'es' })).toBe('es');
    expect(resolveLocale(bilingual)).toBe('en');
  });

  it('ignores locales the site does not offer and unknown values', () => {
    const english = { offered: ['en'], defaultLocale: 'en' as const };
    expect(resolveLocale({ ...english, cookie: 'es', query: 'es' })).toBe('en');
    expect(resolveLocale({ ...bilingual, cookie: 'fr', query: 'ES' })).toBe('en');
  });
});
