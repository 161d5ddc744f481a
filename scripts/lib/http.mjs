// Plain node:http requests to the local stack: fetch cannot set the Host header that picks the site.
import { request } from 'node:http';
import { messageOf } from './errors.mjs';

/**
 * GET (or another method) with an explicit Host header; resolves { status, headers, body, bytes }:
 * bytes are what came over the wire (still compressed when the answer has a Content-Encoding).
 * @param {string} url
 * @param {{ host?: string, method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string, bytes: Buffer }>}
 */
export function httpRequest(url, { host, method = 'GET', headers = {}, body, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { ...(host ? { host } : {}), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout of ${timeoutMs}ms exceeded: ${method} ${url}`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls url until it answers 200 or the service exits or the deadline passes. The error names the
 * service and carries its last output lines, which is what one needs to see why it did not come up.
 * @param {import('./proc.mjs').Service} service
 * @param {string} url
 * @param {{ host?: string, timeoutMs?: number }} [options]
 */
export async function waitHealthy(service, url, { host, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited;
  service.exited.then((result) => {
    exited = result;
  });
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${service.label} exited (${exited.signal ?? `code ${exited.code}`}) before ${url} answered.\n${service.output()}`);
    }
    try {
      const res = await httpRequest(url, { host, timeoutMs: 5_000 });
      if (res.status === 200) return res;
      last = `HTTP ${res.status}: ${res.body.slice(0, 300)}`;
    } catch (error) {
      last = messageOf(error);
    }
    await sleep(500);
  }
  throw new Error(`${service.label} did not answer 200 on ${url} within ${timeoutMs} ms (last: ${last}).\n${service.output()}`);
}

/**
 * httpRequest that retries network errors (not HTTP statuses) a few times: `wrangler dev` restarts its
 * worker when a source file changes, dropping the connections open at that moment.
 * @param {string} url
 * @param {Parameters<typeof httpRequest>[1]} [options]
 * @param {number} [attempts]
 */
export async function httpRequestRetrying(url, options, attempts = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await httpRequest(url, options);
    } catch (error) {
      if (attempt >= attempts) throw new Error(`${options?.method ?? 'GET'} ${url} (Host ${options?.host ?? '-'}): ${messageOf(error)}`);
      await sleep(1_000);
    }
  }
}
