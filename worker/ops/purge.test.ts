import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sign } from '../../core/content-signature';
import { environmentOf } from '../env';
import { siteZone } from '../../test/support/worker-fetch';

// The content service's webhook as it reaches the worker: signed with the site's secret, then the
// purged pages answered fresh (no X-Page-Cache header) on the next request, every variant of them.

const zone = siteZone('purge');

interface PurgeOptions {
  secret?: string;
  /** Seconds from now. */
  skew?: number;
  signature?: string;
}

/** A purge request signed as the content service signs it: HMAC over the body's bytes + the time. */
async function purge(site: string, body: unknown, options: PurgeOptions = {}) {
  const text = JSON.stringify(body);
  const time = String(Math.round(Date.now() / 1000) + (options.skew ?? 0));
  const secret = options.secret ?? environmentOf(env).secretsOf(site).webhookSecret!;
  // sign() hashes JSON.stringify(body) + time: passing the text itself would quote it again.
  const signature = options.signature ?? (await sign(secret, body, time));
  const res = await zone.fetch(site, '/__ops/purge', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Webhook-Timestamp': time, 'X-Webhook-Signature': signature },
    body: text,
  });
  return { status: res.status, json: (await res.json()) as { purged?: unknown; error?: { id: string } } };
}

const hit = async (site: string, path: string) =>
  (
    await zone.fetch(site, path).then(async (res) => {
      await res.arrayBuffer();
      return res;
    })
  ).headers.get('x-page-cache') === 'hit';

/** Requests the page until its stored copy answers. */
const cached = (site: string, path: string) => vi.waitFor(async () => expect(await hit(site, path), path).toBe(true));

async function entryPath(site: string, id: string): Promise<string> {
  return (await zone.fetch(site, `/entries/x/${id}`)).headers.get('location')!;
}

/** Writes an entry straight into the embedded content service, as an editor's save would. */
async function saveEntry(project: string, id: string, title: string): Promise<void> {
  const res = await env.CONTENT.fetch('http://content-service/_admin/import', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.TEST_CONTENT_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ project, export: { entries: [{ id, title, types: [{ id: 'place', name: 'Place' }] }] } }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('POST /__ops/purge', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail', 'trail-project']), 60_000);

  it("shows an editor's change on the next request after the webhook: page and content caches both purged", async () => {
    await saveEntry('trail-project', 'place-purge-check', 'Old Mill Overlook');
    const path = '/entries/x/place-purge-check';
    const pagePath = (await zone.fetch('trail-project', path)).headers.get('location')!;
    await cached('trail-project', pagePath);
    await saveEntry('trail-project', 'place-purge-check', 'Old Mill Overlook Reopened');
    const before = await zone.fetch('trail-project', pagePath);
    expect(before.headers.get('x-page-cache')).toBe('hit');
    expect(await before.text()).not.toContain('Reopened');

    expect((await purge('trail-project', { scope: 'entry', id: 'place-purge-check' })).status).toBe(202);
    const after = await zone.fetch('trail-project', path);
    // The new title gives the entry a new canonical path: the redirect itself comes from fresh content.
    expect(after.headers.get('location')).toBe('/entries/old-mill-overlook-reopened/place-purge-check');
    const page = await zone.fetch('trail-project', after.headers.get('location')!);
    expect(page.headers.get('x-page-cache')).toBeNull();
    expect(await page.text()).toContain('<h1>Old Mill Overlook Reopened</h1>');
  });

  it('accepts a signed purge and answers what it purged', async () => {
    const { status, json } = await purge('canal-trail', { scope: 'site' });
    expect(status).toBe(202);
    expect(json.purged).toEqual({ scope: 'site' });
  });

  it('refuses a bad signature and leaves the cache alone', async () => {
    await cached('canal-trail', '/privacy');
    const wrongSecret = await purge('canal-trail', { scope: 'site' }, { secret: 'not-the-secret' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.json.error?.id).toBe('bad_signature');
    // Another site's secret is a wrong secret too.
    expect((await purge('canal-trail', { scope: 'site' }, { secret: environmentOf(env).secretsOf('islands').webhookSecret! })).status).toBe(401);
    expect((await purge('canal-trail', { scope: 'site' }, { signature: 'zz' })).json.error?.id).toBe('bad_signature');
    const unsigned = await zone.fetch('canal-trail', '/__ops/purge', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"scope":"site"}' });
    expect(unsigned.status).toBe(401);
    expect(await hit('canal-trail', '/privacy')).toBe(true);
  });

  it('refuses a signature older or newer than 300 seconds', async () => {
    for (const skew of [-301, 301]) {
      const { status, json } = await purge('canal-trail', { scope: 'site' }, { skew });
      expect(status, String(skew)).toBe(401);
      expect(json.error?.id).toBe('signature_expired');
    }
    expect((await purge('canal-trail', { scope: 'site' }, { skew: -290 })).status).toBe(202);
  });

  it('re-renders a purged entry in every variant (languages, aliases, queries), and only it', async () => {
    const inn = await entryPath('islands', 'lodging-casa-del-mar-inn');
    const spanish = (await zone.fetch('islands', '/entries/x/lodging-casa-del-mar-inn?locale=es')).headers.get('location')!;
    const alias = (await zone.fetch('islands', '/articulos/x/lodging-casa-del-mar-inn')).headers.get('location')!;
    const other = await entryPath('islands', 'food-el-quenepo');
    const variants = [inn, spanish, alias, `${inn}?ref=newsletter`];
    for (const path of [...variants, other]) await cached('islands', path);

    expect((await purge('islands', { scope: 'entry', id: 'lodging-casa-del-mar-inn' })).status).toBe(202);
    for (const path of variants) expect(await hit('islands', path), path).toBe(false);
    expect(await hit('islands', other)).toBe(true);
    // Re-rendered, the page is stored again under the new generation.
    await cached('islands', inn);
  });

  it('purges a list in every page and query, and every list with an entry (any list may show it)', async () => {
    const lists = ['/lodging', '/lodging?page=2', '/lodging?tab=map', '/alojamiento', '/places?category=beaches'];
    for (const path of [...lists, '/supporters']) await cached('islands', path);
    expect((await purge('islands', { scope: 'entry', id: 'lodging-harbor-view-hotel' })).status).toBe(202);
    for (const path of lists) expect(await hit('islands', path), path).toBe(false);
    expect(await hit('islands', '/supporters')).toBe(true);
  });

  it('purges one path: its route in every variant, its files too, not the other pages', async () => {
    for (const path of ['/about', '/about?locale=es', '/sobre', '/supporters']) await cached('islands', path);
    expect((await purge('islands', { scope: 'path', path: '/about' })).status).toBe(202);
    for (const path of ['/about', '/about?locale=es', '/sobre']) expect(await hit('islands', path), path).toBe(false);
    expect(await hit('islands', '/supporters')).toBe(true);
    expect((await purge('islands', { scope: 'path', path: '/nowhere' })).json.error?.id).toBe('unknown_path');
  });

  it('purges the whole site, and no other site', async () => {
    for (const path of ['/supporters', '/events']) await cached('islands', path);
    await cached('canal-trail', '/terms');
    const sitemapHit = async () =>
      (
        await zone.fetch('islands', '/sitemap.xml').then(async (res) => {
          await res.arrayBuffer();
          return res;
        })
      ).headers.get('x-sitemap-cache') === 'hit';
    await vi.waitFor(async () => expect(await sitemapHit()).toBe(true));
    expect((await purge('islands', { scope: 'site' })).status).toBe(202);
    for (const path of ['/supporters', '/events']) expect(await hit('islands', path), path).toBe(false);
    expect(await sitemapHit()).toBe(false);
    expect(await hit('canal-trail', '/terms')).toBe(true);
  });

  it('reads only a small JSON purge request', async () => {
    expect((await purge('islands', { scope: 'everything' })).status).toBe(400);
    expect((await purge('islands', { scope: 'entry' })).status).toBe(400);
    expect((await purge('islands', { scope: 'site', extra: 'x'.repeat(9000) })).status).toBe(413);
  });
});
