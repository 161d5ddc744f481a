/// <reference types="node" />
// A network the test can cut: a tiny HTTP proxy the browser reaches the stack through. Online it
// forwards every request to the stack on loopback; offline it destroys every socket, open ones
// included, so the page and its service worker both find no network (net::ERR_INTERNET_DISCONNECTED
// once the browser is told too, with context.setOffline).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { browserForFile } from './browser';

interface NetworkSwitch {
  /** The --proxy-server value for Chromium. */
  proxyUrl: string;
  setOnline(online: boolean): void;
  close(): Promise<void>;
}

async function startNetworkSwitch(): Promise<NetworkSwitch> {
  let online = true;
  const sockets = new Set<Socket>();

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (!online) return incoming.socket.destroy();
    // A proxied request names its absolute URL; the stack listens on loopback whatever the host.
    const target = new URL(incoming.url ?? '/');
    const upstream = request({ host: '127.0.0.1', port: target.port || 80, method: incoming.method, path: `${target.pathname}${target.search}`, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };

  const server = createServer(forward);
  server.on('connection', (socket) => {
    if (!online) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the network switch has no port');

  return {
    proxyUrl: `http://127.0.0.1:${address.port}`,
    setOnline(value) {
      online = value;
      if (!online) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test file's browser, reaching the stack through a network switch of its own: `setOnline(false)`
 * cuts the network for its pages and their service worker alike and tells the pages
 * (`navigator.onLine`, the `offline` event); `setOnline(true)` gives both back.
 */
export function browserBehindSwitch(): { readonly context: BrowserContext; setOnline(online: boolean): Promise<void> } {
  let network: NetworkSwitch | undefined;
  beforeAll(async () => {
    network = await startNetworkSwitch();
  });
  afterAll(() => network?.close());
  const browser = browserForFile(() => ({ proxy: network!.proxyUrl }));
  return {
    get context() {
      return browser.context;
    },
    async setOnline(online) {
      network!.setOnline(online);
      await browser.context.setOffline(!online);
    },
  };
}

/** The network is really gone for this page: a request nothing keeps offline (`/healthz`) fails. */
export async function expectNetworkGone(page: Page): Promise<void> {
  expect(
    await page.evaluate(() =>
      fetch('/healthz', { cache: 'no-store' }).then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
}
