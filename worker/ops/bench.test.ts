import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../content-service/testing/seed';
import { clearSiteMemo } from '../tenancy/resolve-site';

describe('bench render route', () => {
  beforeAll(async () => {
    await seedDemoContent(env, ['canal-trail']);
    clearSiteMemo();
    await env.HOSTS.put('canal-trail.localhost', JSON.stringify({ site: 'canal-trail', stage: 'development' }));
  });

  it('does not exist unless BENCH_ROUTES is "true"', async () => {
    expect(env.BENCH_ROUTES).toBe('false');
    const res = await exports.default.fetch('http://canal-trail.localhost/__bench/render?path=/about&mode=string');
    expect(res.status).toBe(404);
  });

  it('ignores the render-mode header on a normal deployment', async () => {
    const res = await exports.default.fetch('http://canal-trail.localhost/about', { headers: { 'x-bench-render': 'string' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</html>');
  });
});
