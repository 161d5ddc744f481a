import { describe, expect, it } from 'vitest';
import { humanLabel } from './human-label';

describe('humanLabel', () => {
  it('turns id-like names into words and capitalises the rest', () => {
    expect(humanLabel('surface')).toBe('Surface');
    expect(humanLabel('route_type')).toBe('Route type');
    expect(humanLabel('outAndBack')).toBe('Out and back');
    expect(humanLabel('closedTemporarily')).toBe('Closed temporarily');
    expect(humanLabel('trail surface (main)')).toBe('Trail surface (main)');
    expect(humanLabel('Wheelchair access')).toBe('Wheelchair access');
  });
});
