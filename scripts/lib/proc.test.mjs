import { describe, expect, it } from 'vitest';
import { freePort } from './proc.mjs';

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
