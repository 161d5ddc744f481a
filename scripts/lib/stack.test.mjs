import { describe, expect, it } from 'vitest';
import { freePort } from './proc.mjs';
import { hostRecords } from './stack.mjs';

describe('hostRecords', () => {
  it('maps localhost to islands and <id>.localhost to each site, as development', () => {
    const records = hostRecords(['canal-trail', 'islands']);
    expect(records.map((r) => r.key)).toEqual(['localhost', 'canal-trail.localhost', 'islands.localhost']);
    // docs/product/sites.md#hostnames: localhost serves islands.
    expect(JSON.parse(records[0].value)).toEqual({ site: 'islands', stage: 'development' });
    expect(JSON.parse(records[1].value)).toEqual({ site: 'canal-trail', stage: 'development' });
  });
});

describe('freePort', () => {
  it('hands out a loopback port nobody listens on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(1023);
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)));
    await new Promise((resolve) => server.close(resolve));
  });
});
