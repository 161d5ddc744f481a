import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../core/forms/xsrf';
import type { SiteZone } from '../../test/support/worker-fetch';
import { seeded } from '../../content-service/demo/random';
import { malformedPosts } from '../../test/support/forms/malformed';
import { nextClientIp, TEST_XSRF_TOKEN } from '../../test/support/forms/post-form';
import { formsZone } from '../../test/support/forms/setup';

// 1,000 generated malformed bodies per form through the assembled worker: every one a 4xx, none a
// 5xx, nothing stored. Seeded, so a failure names a body that reproduces.

const PER_FORM = 1000;
const CONCURRENCY = 50;

const valid = {
  newsletter: { email: 'fuzz@example.org' },
  report: { text: 'A perfectly fine report.', firstName: 'Ana', lastName: 'Ruiz', email: 'fuzz@example.org', token: 'pass-fuzz' },
  join: { email: 'fuzz@example.org', password: 'long enough', firstName: 'Ana', lastName: 'Ruiz' },
  order: { name: 'Ana Ruiz', email: 'fuzz@example.org', streetAddress: '1 Main St', city: 'Town', stateOrProvince: 'NY', postalCode: '10001', country: 'US' },
} as const;

const siteOf = { newsletter: 'valley-trails', report: 'valley-trails', join: 'valley-trails', order: 'river-valley' } as const;

let zone: SiteZone;

async function storedCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions WHERE site IN ('valley-trails', 'river-valley')").first<{ n: number }>();
  return row!.n;
}

beforeAll(async () => {
  zone = await formsZone('fuzz', ['valley-trails', 'river-valley']);
  // Four thousand request log lines would cost more than the requests; what fails is listed below.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe.each(Object.keys(valid) as (keyof typeof valid)[])('%s: 1,000 malformed bodies', { timeout: 120_000 }, (form) => {
  it('each answered with a 4xx, never a 5xx, nothing stored', async () => {
    const before = await storedCount();
    const origin = `http://${zone.host(siteOf[form])}`;
    const posts = malformedPosts(valid[form], PER_FORM, seeded(form));
    const failures: string[] = [];
    for (let i = 0; i < posts.length; i += CONCURRENCY) {
      await Promise.all(
        posts.slice(i, i + CONCURRENCY).map(async (post, j) => {
          const headers: Record<string, string> = { Origin: origin, 'CF-Connecting-IP': nextClientIp(), Accept: post.accept, 'Content-Type': post.contentType };
          if (post.accept === 'application/json') Object.assign(headers, { Cookie: `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}`, [XSRF_HEADER]: TEST_XSRF_TOKEN });
          const res = await exports.default.fetch(new Request(`${origin}/forms/${form}`, { method: 'POST', headers, body: post.body }));
          await res.arrayBuffer();
          if (res.status < 400 || res.status >= 500) failures.push(`#${i + j} ${post.description}: ${res.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(await storedCount()).toBe(before);
  });
});
