import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { cacheControl } from './cache-control';

// The rule alone: the worker's pages use the 'dynamic' mode, and every 4xx or 5xx they answer is an
// error page marked 'none' (render-page.test.ts).
const ttl = loadSiteConfig('canal-trail').cache;

describe('cacheControl', () => {
  it("keeps pages in shared caches for the site's dynamic TTL, never in browsers", () => {
    expect(cacheControl({ mode: 'dynamic', preview: false, status: 200, ttl })).toBe(`public, max-age=0, s-maxage=${ttl.dynamic}`);
  });

  it('keeps a client error a minute, and stores no server error, preview or "none" answer', () => {
    expect(cacheControl({ mode: 'dynamic', preview: false, status: 404, ttl })).toBe('public, max-age=0, s-maxage=60');
    expect(cacheControl({ mode: 'dynamic', preview: false, status: 503, ttl })).toBe('no-store');
    expect(cacheControl({ mode: 'dynamic', preview: true, status: 200, ttl })).toBe('no-store');
    expect(cacheControl({ mode: 'none', preview: false, status: 200, ttl })).toBe('no-store');
  });
});
