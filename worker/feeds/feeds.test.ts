import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';

// On production hosts, as crawlers meet them: through the worker as deployed.
const zone = siteZone('feeds');

describe('sitemap.xml', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail'], { stage: 'production' }), 60_000);

  it('lists the fixed-path routes except excluded ones and embeds', async () => {
    const origin = `https://${loadSiteConfig('islands').hosts.production}`;
    const xml = await (await zone.fetch('islands', '/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/places`);
    expect(locs).toContain(`${origin}/sobre`);
    expect(locs).not.toContain(`${origin}/home`);
    expect(locs.filter((loc) => /\{|%7B|\/embeds\//i.test(loc))).toEqual([]);
  });

  it('answers absolute URLs on the canonical host, with the entries of the main content types', async () => {
    const res = await zone.fetch('islands', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=86400');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const host = loadSiteConfig('islands').hosts.production;
    expect(locs.every((loc) => loc.startsWith(`https://${host}/`))).toBe(true);
    expect(locs).toContain(`https://${host}/places`);
    expect(locs).not.toContain(`https://${host}/home`);
    const entries = locs.filter((loc) => loc.includes('/entries/'));
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.every((loc) => /\/entries\/[a-z0-9-]+\/[^/]+$/.test(loc))).toBe(true);
    expect(xml).not.toMatch(/notice-welcome|\/entries\/[^<]*\/site</);
  });

  it("keeps the sitemap for the site's sitemap delay", async () => {
    const first = await zone.fetch('canal-trail', '/sitemap.xml');
    expect(first.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${loadSiteConfig('canal-trail').cache.sitemap}`);
    expect(first.headers.get('x-sitemap-cache')).toBeNull();
    const xml = await first.text();
    // The copy is stored after the answer went out.
    const again = await vi.waitFor(async () => {
      const res = await zone.fetch('canal-trail', '/sitemap.xml');
      expect(res.headers.get('x-sitemap-cache')).toBe('hit');
      return res;
    });
    expect(await again.text()).toBe(xml);
  });
});

describe('robots.txt', () => {
  beforeAll(() => zone.register(['islands'], { stage: 'production', seed: false }));

  it('points at the sitemap on the canonical host and keeps previews and forms out', async () => {
    const res = await zone.fetch('islands', '/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain(`Sitemap: https://${loadSiteConfig('islands').hosts.production}/sitemap.xml`);
    expect(text).toContain('Disallow: /*?*preview=');
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it('disallows everything on staging hosts', async () => {
    const staging = loadSiteConfig('islands').hosts.staging;
    await zone.registerHost(staging, 'islands', 'staging');
    const text = await (await exports.default.fetch(`https://${staging}/robots.txt`)).text();
    expect(text).toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: https://${staging}/sitemap.xml`);
  });
});
