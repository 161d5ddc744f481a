import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The Host header a visitor's request carries, as the worker reads it: lower-cased, port and trailing
// dot dropped, then looked up in KV. /healthz answers the host it resolved.

const zone = siteZone('resolve-site');

beforeAll(async () => {
  await zone.registerHost('normalize.example', 'canal-trail');
  await zone.registerHost('canal-trail.localhost', 'canal-trail');
  await zone.registerHost('localhost', 'canal-trail');
  await zone.registerHost('[::1]', 'canal-trail');
});

function healthz(host: string): Promise<Response> {
  return exports.default.fetch(new Request('http://worker.invalid/healthz', { headers: { Host: host } }));
}

describe('the Host header', () => {
  it.each([
    ['Normalize.EXAMPLE', 'normalize.example'],
    ['normalize.example:8787', 'normalize.example'],
    ['normalize.example.', 'normalize.example'],
    ['Normalize.example.:443', 'normalize.example'],
    ['  canal-trail.localhost:8787 ', 'canal-trail.localhost'],
    ['localhost', 'localhost'],
    ['[::1]:8787', '[::1]'],
  ])('%s resolves as %s', async (raw, expected) => {
    const res = await healthz(raw);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ site: 'canal-trail', host: expected });
  });

  it('is an unknown site when empty', async () => {
    expect((await healthz('')).status).toBe(404);
  });
});
