import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedScaleContent } from '../../test/support/content-service/seed';
import { loadSiteConfig } from '../../sites';
import { previewQuery, siteZone } from '../../test/support/worker-fetch';

// A site larger than one sitemap file, through the worker as deployed: /sitemap.xml becomes a sitemap
// index whose files hold every entry once, each within the protocol's limits, streamed.
// scenic-region: no other test counts its entries.

const zone = siteZone('sitemap-scale');
const SITE = 'scenic-region';
// A sitemap file holds 5,000 entries (docs/product/limits.md): this site needs two.
const ENTRIES_PER_FILE = 5_000;
const SYNTHETIC = ENTRIES_PER_FILE + 600;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

beforeAll(async () => {
  await zone.register([SITE], { stage: 'production' });
  await seedScaleContent(env, SITE, SYNTHETIC);
}, 300_000);

describe('sitemap.xml of a large site', () => {
  it('answers a sitemap index, and its files list the fixed pages and every entry once, each file within the protocol limits', async () => {
    const host = loadSiteConfig(SITE).hosts.production;
    const index = await zone.fetch(SITE, '/sitemap.xml');
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = locsOf(indexXml);
    expect(files).toEqual([`https://${host}/sitemap.xml?page=1`, `https://${host}/sitemap.xml?page=2`]);

    const all: string[] = [];
    for (const file of files) {
      const res = await zone.fetch(SITE, new URL(file).pathname + new URL(file).search);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      // Streamed as built (not cached yet): no length up front, the file arrives a content page at a time.
      expect(res.headers.get('x-sitemap-cache')).toBeNull();
      expect(res.headers.get('content-length')).toBeNull();
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [];
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      expect(chunks.length).toBeGreaterThan(2);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      const xml = new TextDecoder().decode(bytes);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">.*<\/urlset>\n$/s);
      const locs = locsOf(xml);
      expect(locs.length).toBeLessThanOrEqual(50_000);
      expect(bytes.byteLength).toBeLessThanOrEqual(50 * 1024 * 1024);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`https://${host}/places`);
    const synthetic = all.filter((loc) => /\/entries\/[a-z0-9-]+\/scale-\d{6}$/.test(loc));
    expect(synthetic).toHaveLength(SYNTHETIC);
    // Two files of 5,000 entries built from content pages on a shared machine: slow, not hung.
  }, 120_000);

  it('answers a preview uncached, drafts included', async () => {
    const res = await zone.fetch(SITE, `/sitemap.xml?${await previewQuery(SITE)}`);
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(await res.text()).toContain('<sitemapindex');
  });

  it('answers 404 past the last file and 400 naming the parameter for a malformed one', async () => {
    expect((await zone.fetch(SITE, '/sitemap.xml?page=3')).status).toBe(404);
    const bad = await zone.fetch(SITE, '/sitemap.xml?page=zero', { headers: { accept: 'application/json' } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('page');
  });
});
