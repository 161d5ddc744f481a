import { describe, expect, it } from 'vitest';
import { memo } from './memo';

describe('memo', () => {
  it('makes a text key once while it is among the last `limit`, and again once the oldest went out', () => {
    const made: string[] = [];
    const upper = memo((key: string) => {
      made.push(key);
      return key.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    upper('c');
    expect(upper('b')).toBe('B');
    expect(upper('a')).toBe('A');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps one result beside each object key, whatever its number, and none for an equal other object', () => {
    let calls = 0;
    const label = memo((site: { id: string }) => {
      calls++;
      return { text: `site ${site.id}` };
    }, 1);
    const a = { id: 'a' };
    const b = { id: 'b' };
    const first = label(a);
    label(b);
    expect(label(a)).toBe(first);
    expect(label({ id: 'a' })).not.toBe(first);
    expect(calls).toBe(3);
  });

  it('takes a function as an object key', () => {
    let calls = 0;
    const wrapped = memo((check: (href: string) => boolean) => {
      calls++;
      return (href: string) => !check(href);
    });
    const check = (href: string) => href === '/';
    expect(wrapped(check)).toBe(wrapped(check));
    expect(wrapped(check)('/')).toBe(false);
    expect(calls).toBe(1);
  });

  it('passes further arguments on a miss only: the key names them', () => {
    const seen: number[] = [];
    const block = memo((_key: string, start: number) => {
      seen.push(start);
      return start * 2;
    });
    expect(block('one', 1)).toBe(2);
    expect(block('one', 5)).toBe(2);
    expect(seen).toEqual([1]);
  });

  it('keeps a result per pair as a memo of memos, an undefined result included', () => {
    const calls: string[] = [];
    const perPair = memo((site: { id: string }) =>
      memo((locale: string) => {
        calls.push(`${site.id}/${locale}`);
        return locale === 'xx' ? undefined : `${site.id}-${locale}`;
      }),
    );
    const a = { id: 'a' };
    expect(perPair(a)('en')).toBe('a-en');
    expect(perPair(a)('en')).toBe('a-en');
    expect(perPair(a)('xx')).toBeUndefined();
    expect(perPair(a)('xx')).toBeUndefined();
    expect(perPair({ id: 'a' })('en')).toBe('a-en');
    expect(calls).toEqual(['a/en', 'a/xx', 'a/en']);
  });

  it('keeps nothing for a key whose making failed', () => {
    let calls = 0;
    const failing = memo((_key: string | object) => {
      calls++;
      throw new RangeError('bad key');
    });
    const key = {};
    expect(() => failing('x')).toThrow(RangeError);
    expect(() => failing('x')).toThrow(RangeError);
    expect(() => failing(key)).toThrow(RangeError);
    expect(() => failing(key)).toThrow(RangeError);
    expect(calls).toBe(4);
  });
});
