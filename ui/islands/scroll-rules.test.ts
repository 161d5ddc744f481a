import { describe, expect, it } from 'vitest';
import { scrollAction } from './scroll-rules';

const base = { pathChanged: true, hashExists: false, hasTabQuery: false };

describe('scroll rules (docs/product/views-and-states.md#scroll)', () => {
  it('restores a back/forward position, after 1 s when the path changed', () => {
    expect(scrollAction({ ...base, savedY: 420 })).toEqual({ kind: 'restore', y: 420, delay: 1000 });
    expect(scrollAction({ ...base, pathChanged: false, savedY: 420 })).toEqual({ kind: 'restore', y: 420, delay: 0 });
  });

  it('scrolls to a hash only when that element exists', () => {
    expect(scrollAction({ ...base, hash: 'map', hashExists: true })).toEqual({ kind: 'hash', id: 'map' });
    expect(scrollAction({ ...base, hash: 'gone', hashExists: false })).toEqual({ kind: 'top', delay: 500 });
  });

  it('scrolls to the top after 500 ms unless a tab query is present', () => {
    expect(scrollAction(base)).toEqual({ kind: 'top', delay: 500 });
    expect(scrollAction({ ...base, hasTabQuery: true })).toEqual({ kind: 'none' });
  });
});
