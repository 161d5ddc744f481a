/// <reference types="node" />
// A local server for the Protomaps render tests (test/e2e/protomaps-render-tests.test.ts): maplibre as
// the product ships it and the pmtiles reader's browser build, each test's archive by byte range (as
// the reference's runner serves its archive to the pmtiles protocol), and the product's own glyphs
// and sprite from the running stack. One origin for all of it: maplibre starts its web worker from
// the module's own origin, and the stack's map routes send no CORS headers.
import { readFileSync } from 'node:fs';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { root } from '../../../scripts/lib/import-ts.mjs';

const MAPLIBRE_DIST = join(root, 'node_modules/maplibre-gl/dist');
const PMTILES_BROWSER = join(root, 'node_modules/pmtiles/dist/pmtiles.js');

export interface RenderTestServer {
  origin: string;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, type: string, body: Uint8Array | string) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/** The bytes a `Range: bytes=a-b` header asks for, as a 206, or the whole file. */
function sendRange(response: ServerResponse, bytes: Uint8Array, range: string | undefined) {
  const asked = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (!asked) return send(response, 200, 'application/octet-stream', bytes);
  const start = Number(asked[1]);
  const end = Math.min(asked[2] ? Number(asked[2]) : bytes.length - 1, bytes.length - 1);
  response.writeHead(206, {
    'Content-Type': 'application/octet-stream',
    'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
    'Cache-Control': 'no-store',
  });
  response.end(bytes.subarray(start, end + 1));
}

/**
 * Serves `/archives/<name>.pmtiles` from `archives`, `/maplibre/*` and `/pmtiles.js`, an empty page
 * at `/`, and passes `/map/glyphs/*` and `/map/sprite/*` to the stack's site `siteOrigin`.
 */
export async function startRenderTestServer(archives: ReadonlyMap<string, Uint8Array>, siteOrigin: string): Promise<RenderTestServer> {
  const site = new URL(siteOrigin);
  const server = createServer((incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://render-tests').pathname;
    const archive = /^\/archives\/([\w-]+)\.pmtiles$/.exec(path);
    const maplibre = /^\/maplibre\/(maplibre-gl(?:-worker)?\.mjs)$/.exec(path);
    if (path === '/') return send(response, 200, 'text/html; charset=utf-8', '');
    if (path === '/pmtiles.js') return send(response, 200, 'text/javascript', readFileSync(PMTILES_BROWSER));
    if (maplibre) return send(response, 200, 'text/javascript', readFileSync(join(MAPLIBRE_DIST, maplibre[1]!)));
    if (archive) {
      const bytes = archives.get(archive[1]!);
      return bytes ? sendRange(response, bytes, incoming.headers.range) : send(response, 404, 'text/plain', `no archive ${archive[1]}`);
    }
    if (!/^\/map\/(glyphs|sprite)\//.test(path)) return send(response, 404, 'text/plain', `nothing at ${path}`);
    // The stack picks the site by the Host header (<site>.localhost), which Node does not resolve.
    const upstream = request({ host: '127.0.0.1', port: site.port, path: incoming.url, headers: { host: site.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { 'Content-Type': answer.headers['content-type'] ?? 'application/octet-stream' });
      answer.pipe(response);
    });
    upstream.on('error', (error) => send(response, 502, 'text/plain', error.message));
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
