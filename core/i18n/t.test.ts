import { describe, expect, it } from 'vitest';
import { isLocale, toLocale } from './locales';
import { en } from './messages/en';
import { es } from './messages/es';
import { isMessageKey, messagesFor, t } from './t';

describe('t', () => {
  it('returns the English text', () => {
    expect(t('en', 'no_entries')).toBe('No items were found.');
    expect(t('en', 'menu.join')).toBe('Add Places');
  });

  it('returns the Spanish text', () => {
    expect(t('es', 'no_entries')).toBe('No se encontraron elementos.');
  });

  it('falls back to English for unknown locales', () => {
    expect(t('fr', 'no_results')).toBe('No results were found.');
    expect(messagesFor('de')).toBe(en);
  });

  it('fills placeholders, formatting numbers in en-US form', () => {
    expect(t('en', 'pagination.range', { from: 31, to: 60, total: 1234 })).toBe('31 - 60 of 1,234 items');
    expect(t('es', 'pagination.range', { from: 1, to: 30, total: 45 })).toBe('1 - 30 de 45 elementos');
    expect(t('en', 'layout.copyright', { year: '2026', name: 'Island Guide' })).toBe('© 2026 Island Guide. All rights reserved.');
  });

  it('leaves a placeholder without a value visible rather than inventing one', () => {
    expect(t('en', 'pagination.page')).toBe('Page {page}');
  });

  it('recognises message keys', () => {
    expect(isMessageKey('no_features')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('message tables', () => {
  it('hold the validation messages and the error catalogue verbatim (docs/product/texts-and-errors.md)', () => {
    expect(en).toMatchObject({
      invalid_email: 'Please enter a valid email address.',
      invalid_fields: 'Please provide valid input for all required fields.',
      invalid_name: 'Please provide your name.',
      invalid_names: 'Please provide your first and last name.',
      invalid_password: 'Please provide a valid password (8-72 characters).',
      invalid_report: 'Please provide a report between 10 and 10,000 characters in length.',
      invalid_token: 'Please prove you are not a bot by using the provided reCAPTCHA field.',
      existing_subscriber: 'The email address provided is already subscribed to our newsletter. Thank you!',
      internal_error: 'There was a problem processing your request. Please try again later.',
      not_embeddable: 'This content cannot be embedded.',
      user_exists: 'Sorry, an account with that email address already exists.',
      no_features: 'Sorry, there are no features available to download.',
      no_paths_polygons: 'Sorry, there are no lines/paths or polygons/areas available to download.',
      no_entries: 'No items were found.',
      no_results: 'No results were found.',
    });
  });

  it('translate every key into Spanish with a non-empty text and the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(es[key], key).toMatch(/\S/);
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('locales', () => {
  it('reads locale ids from untrusted input', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(toLocale('es-MX')).toBe('es');
    expect(toLocale(' ES ')).toBe('es');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});
