import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

const zone = siteZone('tenancy');

/** A record as an operator might have written it by hand: the malformed ones are what is tested. */
async function putRecord(host: string, record: unknown) {
  await env.HOSTS.put(host, typeof record === 'string' ? record : JSON.stringify(record));
}

describe('tenancy: hostname -> site', () => {
  beforeAll(async () => {
    await zone.register(['canal-trail'], { seed: false });
    await zone.registerHost('islands.example', 'islands', 'production');
  });

  it('names the resolved site on /healthz, whatever the case, port or trailing dot of the host', async () => {
    const host = zone.host('canal-trail');
    for (const variant of [host, `${host.toUpperCase()}:8787`, `${host}.`]) {
      const res = await exports.default.fetch('http://x/healthz', { headers: { host: variant } });
      expect(res.status).toBe(200);
      const body = await res.json<{ site: string; version: string; stage: string }>();
      expect(body.site).toBe('canal-trail');
      expect(body.stage).toBe('development');
      expect(body.version).toBeTruthy();
    }
  });

  it('answers an unknown host with a 404 page saying the site is not configured', async () => {
    const res = await exports.default.fetch('http://nowhere.example/healthz');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('not configured');
    expect(html).toContain('nowhere.example');
  });

  it('answers a malformed record with a 500 page and leaves other hosts working', async () => {
    await putRecord('broken.example', { site: 'islands', stage: 'live' });
    await putRecord('garbage.example', '{not json');
    await putRecord('ghost.example', { site: 'atlantis', stage: 'production' });
    for (const host of ['broken.example', 'garbage.example', 'ghost.example']) {
      const res = await exports.default.fetch(`http://${host}/healthz`);
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).not.toMatch(/at \w+ \(|stack/i);
    }
    const ok = await exports.default.fetch('http://islands.example/healthz');
    expect(ok.status).toBe(200);
    expect((await ok.json<{ site: string }>()).site).toBe('islands');
  });

  it('sets the security headers on every answer, errors included', async () => {
    for (const url of ['http://islands.example/healthz', 'http://nowhere.example/', 'https://islands.example/healthz']) {
      const res = await exports.default.fetch(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security') !== null).toBe(url.startsWith('https:'));
    }
  });

  it('allows images only from the site itself and its configured image CDN', async () => {
    const imgSrc = async (url: string) => ((await exports.default.fetch(url)).headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('img-src'));
    expect(await imgSrc('http://islands.example/healthz')).toBe("img-src 'self' data: blob: https://cdn.elebase.io");
    expect(await imgSrc('http://nowhere.example/')).toBe("img-src 'self' data: blob:");
  });
});
