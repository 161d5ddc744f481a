import { describe, expect, it } from 'vitest';
import { formatElevation, formatGrade, formatLength, formatNumber, unitSystemFor } from './units';

describe('formatLength', () => {
  it('metric: m below 1 km, km from 1 km', () => {
    expect(formatLength(999, 'metric', 'en').text).toBe('999 m');
    expect(formatLength(1000, 'metric', 'en').text).toBe('1 km');
    expect(formatLength(12_345, 'metric', 'en').text).toBe('12.3 km');
  });

  it('imperial: ft below one mile, mi from 1.609344 km', () => {
    expect(formatLength(1609, 'imperial', 'en')).toMatchObject({ unit: 'ft', text: '5,278.9 ft' });
    // One mile is 1609.344 m (docs/product/limits.md#units).
    expect(formatLength(1609.344, 'imperial', 'en')).toMatchObject({ unit: 'mi', text: '1 mi' });
    expect(formatLength(1609.343, 'imperial', 'en')).toMatchObject({ unit: 'ft', text: '5,280 ft' });
    expect(formatLength(6759.2448, 'imperial', 'en').text).toBe('4.2 mi');
  });
});

describe('formatElevation and formatGrade', () => {
  it('shows elevations in m or ft', () => {
    expect(formatElevation(100, 'imperial', 'en').text).toBe('328.1 ft');
    expect(formatElevation(1500, 'metric', 'en').text).toBe('1,500 m');
  });

  it('shows grades in degrees and percent with at most one decimal', () => {
    expect(formatGrade(100, 'en').text).toBe('45° (100%)');
    expect(formatGrade(10, 'en').text).toBe('5.7° (10%)');
  });
});

describe('numbers in German (Liechtenstein and Switzerland)', () => {
  // workerd's Intl (de-CH): a decimal point and an apostrophe between thousands.
  it("groups thousands with ' and keeps the decimal point", () => {
    expect(formatNumber(1234567.25, 'de')).toBe("1'234'567.3");
    expect(formatLength(12_345, 'metric', 'de').text).toBe('12.3 km');
    expect(formatElevation(2500, 'metric', 'de').text).toBe("2'500 m");
    expect(formatGrade(10, 'de').text).toBe('5.7° (10%)');
  });

  it('keeps en-US grouping in English, Spanish and an unknown language', () => {
    for (const locale of ['en', 'es', 'fr']) expect(formatNumber(1234567.25, locale), locale).toBe('1,234,567.3');
  });
});

describe('unitSystemFor', () => {
  it('falls back to the default language setting', () => {
    expect(unitSystemFor('es', { en: 'imperial', es: 'metric' })).toBe('metric');
    expect(unitSystemFor('es', { en: 'imperial' })).toBe('imperial');
    expect(unitSystemFor('de', { en: 'imperial', de: 'metric' })).toBe('metric');
  });
});
