import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('merges objects key by key', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, d: 3 }, { a: { c: 9 } })).toEqual({ a: { b: 1, c: 9 }, d: 3 });
  });
  it('replaces arrays instead of concatenating them', () => {
    expect(deepMerge({ locales: ['en'] }, { locales: ['en', 'es'] })).toEqual({ locales: ['en', 'es'] });
    expect(deepMerge({ tabs: ['initial', 'grid', 'map'] }, { tabs: ['grid'] })).toEqual({ tabs: ['grid'] });
  });
  it('keeps the base where the override is undefined and takes null as a value', () => {
    expect(deepMerge({ a: 1, b: 2 }, { a: undefined, b: null })).toEqual({ a: 1, b: null });
  });
  it('does not mutate its inputs', () => {
    const base = { a: { b: 1 } };
    deepMerge(base, { a: { b: 2 } });
    expect(base).toEqual({ a: { b: 1 } });
  });
});
