import { describe, expect, it } from 'vitest';
import { menuLabel, menuMessageKey } from './menu-label';

describe('menuLabel', () => {
  it('maps bare menu text keys onto the menu messages', () => {
    expect(menuLabel('en', 'join')).toBe('Add Places');
    expect(menuLabel('en', 'login')).toBe('Log In');
    expect(menuLabel('es', 'places')).toBe('Lugares');
  });

  it('camel-cases hyphenated route names', () => {
    expect(menuMessageKey('trip-plans')).toBe('menu.tripPlans');
    expect(menuLabel('en', 'eat-drink')).toBe('Eat & Drink');
  });

  it('shows an unknown key as written', () => {
    expect(menuLabel('en', 'Our Farms')).toBe('Our Farms');
    expect(menuMessageKey('constructor')).toBeUndefined();
  });
});
