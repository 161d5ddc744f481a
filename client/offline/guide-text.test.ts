import { describe, expect, it } from 'vitest';
import { fill, megabytes } from './guide-text';

describe('guide texts', () => {
  it('fills named places and writes sizes in megabytes in the page language', () => {
    expect(fill('about {size} (at most {budget})', { size: '2.5 MB', budget: '10.0 MB' })).toBe('about 2.5 MB (at most 10.0 MB)');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
    expect(megabytes(10 * 1024 * 1024, 'en')).toBe('10.0 MB');
    expect(megabytes(2.5 * 1024 * 1024, 'es')).toBe('2,5 MB');
  });
});
