import { describe, expect, it } from 'vitest';
import { normalizeHost } from './resolve-site';

describe('normalizeHost', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['example.com:8787', 'example.com'],
    ['example.com.', 'example.com'],
    ['Example.com.:443', 'example.com'],
    ['  canal-trail.localhost:8787 ', 'canal-trail.localhost'],
    ['localhost', 'localhost'],
    ['[::1]:8787', '[::1]'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });
});
