import { describe, expect, it } from 'vitest';
import { formatsOf, isLocale, localeIds, toLocale } from './locales';
import { de } from './messages/de';
import { en, type Messages } from './messages/en';
import { es } from './messages/es';
import { isMessageKey, type MessageKey, t } from './t';

// What t does with the tables, not what the tables say: the texts themselves live in messages/ alone.

const keys = Object.keys(en) as MessageKey[];
const tables: Record<(typeof localeIds)[number], Messages> = { en, es, de };
const placeholdersOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
/** The template's text around its placeholders, which a filled message keeps in order. */
const literalParts = (template: string) => template.split(/\{\w+\}/).filter(Boolean);

describe('t', () => {
  it("gives each language's own text for every key, unfilled when the text has no placeholder", () => {
    for (const locale of localeIds) {
      for (const key of keys) if (placeholdersOf(en[key]).length === 0) expect(t(locale, key), `${locale} ${key}`).toBe(tables[locale][key]);
    }
  });

  it('falls back to English for an unknown or missing locale, and reads a regional one as its language', () => {
    for (const key of keys) {
      expect(t('fr', key), key).toBe(t('en', key));
      expect(t('', key), key).toBe(t('en', key));
      expect(t('es-MX', key), key).toBe(t('es', key));
      expect(t('de-LI', key), key).toBe(t('de', key));
    }
  });

  it('fills every placeholder of every message, in both languages, keeping the text around it', () => {
    for (const locale of localeIds) {
      for (const key of keys) {
        const template = tables[locale][key];
        const names = placeholdersOf(template).map((placeholder) => placeholder.slice(1, -1));
        if (names.length === 0) continue;
        const filled = t(locale, key, Object.fromEntries(names.map((name) => [name, `<${name}>`])));
        expect(filled, `${locale} ${key}`).not.toMatch(/\{\w+\}/);
        for (const name of names) expect(filled, `${locale} ${key}`).toContain(`<${name}>`);
        let from = 0;
        for (const part of literalParts(template)) {
          const at = filled.indexOf(part, from);
          expect(at, `${locale} ${key}: "${part}"`).toBeGreaterThanOrEqual(from);
          from = at + part.length;
        }
      }
    }
  });

  it("writes numbers in each language's own form: en-US in English and Spanish, Swiss in German", () => {
    const grouped = { en: '1,234,567', es: '1,234,567', de: "1'234'567" };
    for (const locale of localeIds) {
      const text = t(locale, 'pagination.range', { from: 1, to: 30, total: 1234567 });
      expect(text, locale).toContain(grouped[locale]);
      expect(text, locale).not.toContain('1234567');
    }
  });

  it('leaves a placeholder without a value visible rather than inventing one', () => {
    expect(t('en', 'pagination.page')).toBe(en['pagination.page']);
    expect(t('en', 'pagination.range', { from: 1 })).toMatch(/\{to\}.*\{total\}/);
  });

  it('recognises message keys, and nothing an object inherits', () => {
    for (const key of keys) expect(isMessageKey(key), key).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('no_such_key')).toBe(false);
  });
});

describe('message tables', () => {
  it('give every language every key, each a non-empty text with the same placeholders as English', () => {
    for (const locale of localeIds) {
      const table = tables[locale];
      expect(Object.keys(table).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) {
        expect(table[key], `${locale} ${key}`).toMatch(/\S/);
        expect(placeholdersOf(table[key]), `${locale} ${key}`).toEqual(placeholdersOf(en[key]));
      }
    }
  });

  it('are translations, not copies of English', () => {
    for (const locale of localeIds.filter((id) => id !== 'en')) {
      const same = keys.filter((key) => tables[locale][key] === en[key]);
      // A few texts read the same in both languages (names, numbers, symbols).
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(keys.length / 10);
    }
  });
});

describe('the German catalogue', () => {
  it('is written as in Liechtenstein and Switzerland: ss, never ß', () => {
    const sharp = Object.entries(de).filter(([, text]) => text.includes('ß'));
    expect(sharp).toEqual([]);
  });
});

describe('locales', () => {
  it('format German as in Liechtenstein and Switzerland, English and Spanish in en-US form', () => {
    expect(formatsOf('de').intl).toBe('de-CH');
    expect(formatsOf('en').intl).toBe('en-US');
    expect(formatsOf('es').intl).toBe('en-US');
    expect(formatsOf('fr')).toBe(formatsOf('en'));
  });

  it('reads locale ids from untrusted input', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('de')).toBe(true);
    expect(toLocale('de-CH')).toBe('de');
    expect(isLocale('fr')).toBe(false);
    expect(toLocale('es-MX')).toBe('es');
    expect(toLocale(' ES ')).toBe('es');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});
