import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deep-freeze';
import { cacheKey } from './cache-key';

const base = { siteId: 'islands', path: '/entries', params: { type: 'place', page: 2, locale: 'en' }, locales: ['en'], phases: [4] };

describe('request-hash cache key', () => {
  it('is a SHA-256 hex digest, stable for the same request', async () => {
    const key = await cacheKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await cacheKey({ ...base })).toBe(key);
  });

  it('ignores parameter order and parameters outside the allow-list', async () => {
    const key = await cacheKey(base);
    expect(await cacheKey({ ...base, params: { locale: 'en', page: 2, type: 'place' } })).toBe(key);
    expect(await cacheKey({ ...base, params: { ...base.params, utm_source: 'x', host: 'evil.example', cookie: 'a=b', text: undefined } })).toBe(key);
  });

  it('differs by site, path, allowed params, entity group, filters, locales, phases and body', async () => {
    const key = await cacheKey(base);
    const variants = [
      { ...base, siteId: 'canal-trail' },
      { ...base, path: '/elements' },
      { ...base, params: { ...base.params, page: 3 } },
      { ...base, params: { ...base.params, group: 'embed-tests' } },
      { ...base, params: { ...base.params, 'filter[categories]': 'beach' } },
      { ...base, params: { ...base.params, 'after[event_date]': '2026-01-01' } },
      { ...base, locales: ['es', 'en'] },
      { ...base, phases: [1, 2, 3, 4] },
      { ...base, body: { geometry: { type: 'Point', coordinates: [1, 2] } } },
    ];
    const keys = await Promise.all(variants.map((v) => cacheKey(v)));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
  });

  it('hashes bodies canonically (key order does not matter)', async () => {
    expect(await cacheKey({ ...base, body: { a: 1, b: { c: 2, d: 3 } } })).toBe(await cacheKey({ ...base, body: { b: { d: 3, c: 2 }, a: 1 } }));
    expect(await cacheKey({ ...base, body: { a: 1, b: { c: 2, d: 3 } } })).not.toBe(await cacheKey({ ...base, body: { a: 1, b: { c: 3, d: 2 } } }));
  });

  it('gives a shared (frozen) body, whose hash is kept beside it, the key of an equal body and of no other', async () => {
    const line = {
      geometry: {
        type: 'LineString',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      },
    };
    const shared = deepFreeze(structuredClone(line));
    const key = await cacheKey({ ...base, body: line });
    expect(await cacheKey({ ...base, body: shared })).toBe(key);
    expect(await cacheKey({ ...base, body: shared })).toBe(key);
    expect(
      await cacheKey({
        ...base,
        body: {
          geometry: {
            coordinates: [
              [1, 2],
              [3, 4],
            ],
            type: 'LineString',
          },
        },
      }),
    ).toBe(key);
    expect(
      await cacheKey({
        ...base,
        body: deepFreeze({
          geometry: {
            type: 'LineString',
            coordinates: [
              [1, 2],
              [3, 5],
            ],
          },
        }),
      }),
    ).not.toBe(key);
    expect(await cacheKey({ ...base, body: shared, siteId: 'canal-trail' })).not.toBe(key);
  });
});
