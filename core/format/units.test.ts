import { describe, expect, it } from 'vitest';
import { formatElevation, formatGrade, formatLength, unitSystemFor } from './units';

describe('formatLength', () => {
  it('metric: m below 1 km, km from 1 km', () => {
    expect(formatLength(999, 'metric').text).toBe('999 m');
    expect(formatLength(1000, 'metric').text).toBe('1 km');
    expect(formatLength(12_345, 'metric').text).toBe('12.3 km');
  });

  it('imperial: ft below one mile, mi from 1.609344 km', () => {
    expect(formatLength(1609, 'imperial')).toMatchObject({ unit: 'ft', text: '5,278.9 ft' });
    // One mile is 1609.344 m (docs/product/limits.md#units).
    expect(formatLength(1609.344, 'imperial')).toMatchObject({ unit: 'mi', text: '1 mi' });
    expect(formatLength(1609.343, 'imperial')).toMatchObject({ unit: 'ft', text: '5,280 ft' });
    expect(formatLength(6759.2448, 'imperial').text).toBe('4.2 mi');
  });
});

describe('formatElevation and formatGrade', () => {
  it('shows elevations in m or ft', () => {
    expect(formatElevation(100, 'imperial').text).toBe('328.1 ft');
    expect(formatElevation(1500, 'metric').text).toBe('1,500 m');
  });

  it('shows grades in degrees and percent with at most one decimal', () => {
    expect(formatGrade(100).text).toBe('45° (100%)');
    expect(formatGrade(10).text).toBe('5.7° (10%)');
  });
});

describe('unitSystemFor', () => {
  it('falls back to the English setting', () => {
    expect(unitSystemFor('es', { en: 'imperial', es: 'metric' })).toBe('metric');
    expect(unitSystemFor('es', { en: 'imperial' })).toBe('imperial');
  });
});
