import { describe, expect, it } from 'vitest';
import { keptPerPair } from './kept-per-pair';

describe('keptPerPair', () => {
  it('makes one result per pair and gives it back after', () => {
    const calls: string[] = [];
    const label = keptPerPair((site: { id: string }, locale: string) => {
      calls.push(`${site.id}/${locale}`);
      return { text: `${site.id}-${locale}` };
    });
    const a = { id: 'a' };
    const first = label(a, 'en');
    expect(label(a, 'en')).toBe(first);
    expect(label(a, 'es')).toEqual({ text: 'a-es' });
    expect(label({ id: 'a' }, 'en')).not.toBe(first);
    expect(calls).toEqual(['a/en', 'a/es', 'a/en']);
  });

  it('keeps an undefined result too', () => {
    let calls = 0;
    const nothing = keptPerPair((_: object, __: number) => {
      calls++;
      return undefined;
    });
    const key = {};
    nothing(key, 1);
    nothing(key, 1);
    expect(calls).toBe(1);
  });
});
