import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('makes a key once while it is among the last ones, and again once the oldest went out', () => {
    const made: string[] = [];
    const upper = remembered(2, (key) => {
      made.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    upper('c');
    expect(upper('b')).toBe('B');
    expect(upper('a')).toBe('A');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('remembers nothing for a key whose making failed', () => {
    let calls = 0;
    const failing = remembered(4, () => {
      calls++;
      throw new RangeError('bad key');
    });
    expect(() => failing('x')).toThrow(RangeError);
    expect(() => failing('x')).toThrow(RangeError);
    expect(calls).toBe(2);
  });
});
