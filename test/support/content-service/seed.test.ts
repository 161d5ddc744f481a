import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getJson } from './service';
import { seedDemoContent, type SeedEnv } from './seed';

// The helper other engineers call with env.CONTENT; here the service under test stands in for it.

const seedEnv: SeedEnv = {
  CONTENT: { fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init) } as Fetcher,
  TEST_CONTENT_ADMIN_TOKEN: env.ADMIN_TOKEN,
};

describe('seedDemoContent', () => {
  it('seeds the named projects once per isolate and answers the same summary on later calls', async () => {
    const first = await seedDemoContent(seedEnv, ['park']);
    expect(first.projects.map((p) => p.project)).toEqual(['park']);
    expect(first.projects[0]!.entries).toBeGreaterThan(20);
    expect(await seedDemoContent(seedEnv, ['park'])).toBe(first);
    const home = await getJson<{ index: { id: string }[] }>('park', '/entries?id=page-home');
    expect(home.index.map((e) => e.id)).toEqual(['page-home']);
  });

  it('gives every route of the site route tables its page entry, and site-specific kinds their entries', async () => {
    await seedDemoContent(seedEnv, ['valley-trails', 'park-gateway']);
    const pages = await getJson<{ index: { id: string }[] }>('valley-trails', '/entries?id=page-avon,page-trail-towns,page-contributors&limit=10');
    expect(pages.index.map((e) => e.id).sort()).toEqual(['page-avon', 'page-contributors', 'page-trail-towns']);
    for (const kind of ['stay', 'eat', 'shop', 'do', 'tour', 'here', 'community', 'trail', 'story', 'itinerary', 'event']) {
      expect((await getJson<{ total: number }>('park-gateway', `/entries?type=${kind}`)).total, kind).toBeGreaterThan(0);
    }
  });

  it('reports a failed seed and retries on the next call', async () => {
    const broken: SeedEnv = { ...seedEnv, TEST_CONTENT_ADMIN_TOKEN: 'wrong' };
    await expect(seedDemoContent(broken, ['park'], { today: '2026-01-01' })).rejects.toThrow(/401/);
    await expect(seedDemoContent(seedEnv, ['park'], { today: '2026-01-01' })).resolves.toMatchObject({ today: '2026-01-01' });
  });
});
