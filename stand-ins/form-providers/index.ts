import { directions } from './directions';
import { addMember } from './members';
import { sendMail } from './mail-send';
import { type Fault, nextFault, type Provider, record, requests, script } from './recorder';
import { siteSearch } from './site-search';
import { siteverify } from './siteverify';
import { tileService } from './tile-service';

// Recording stand-ins for the providers that cannot run here: captcha siteverify, a
// Mailchimp-compatible list, a SendGrid-compatible mail API, the maps service's directions (Mapbox
// Directions v5), a vector tile service (tile-service.ts) and a custom site search (GET), answering at the providers' own paths whatever the
// host. The site worker reaches them through its PROVIDERS binding (locally and
// in tests); /_stand-in/* lets a test read what they received and script failures. Never deployed.

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
type Route = { provider: Provider; method?: 'GET'; answer: (request: Request, match: RegExpExecArray) => Promise<Answer> };

const routes: [RegExp, Route][] = [
  [/^\/(recaptcha\/api|turnstile\/v0)\/siteverify$/, { provider: 'captcha', answer: (request) => siteverify(request) }],
  [/^\/3\.0\/lists\/([^/]+)\/members$/, { provider: 'list', answer: (request, match) => addMember(request, decodeURIComponent(match[1]!)) }],
  [/^\/v3\/mail\/send$/, { provider: 'mail', answer: (request) => sendMail(request) }],
  [/^\/customsearch\/v1$/, { provider: 'search', method: 'GET', answer: (request) => siteSearch(request) }],
];

const HANG_MS = 30_000;

function recordedBody(request: Request, text: string): unknown {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The body as faults match it: url-encoded bodies decoded, so an address matches as typed. */
function searchable(text: string): string {
  try {
    return `${text}\n${decodeURIComponent(text.replace(/\+/g, ' '))}`;
  } catch {
    return text;
  }
}

function faultAnswer(mode: Fault['mode']): Answer {
  if (mode === 'refuse') return { status: 400, body: { title: 'Invalid Resource', status: 400, detail: 'scripted refusal', errors: [{ message: 'scripted refusal', field: null }] } };
  return { status: 503, body: { title: 'Service Unavailable', status: 503, detail: 'scripted outage' } };
}

async function provide(request: Request, route: Route, match: RegExpExecArray): Promise<Response> {
  // Decoded by hand: .text() on a form body makes workerd warn that it may not be text.
  // A GET's query is what faults match (the search terms).
  const text = request.method === 'GET' ? new URL(request.url).search : new TextDecoder().decode(await request.clone().arrayBuffer());
  const fault = nextFault(route.provider, searchable(text));
  if (fault === 'hang') await new Promise((resolve) => setTimeout(resolve, HANG_MS));
  const answer: Answer = fault ? faultAnswer(fault) : await route.answer(request.clone(), match);
  record({ provider: route.provider, method: request.method, url: request.url, authorization: request.headers.get('authorization'), body: recordedBody(request, text), status: answer.status });
  const headers = { ...answer.headers, ...(answer.body === null ? {} : { 'Content-Type': route.provider === 'list' && answer.status >= 400 ? 'application/problem+json' : 'application/json' }) };
  return new Response(answer.body === null ? null : JSON.stringify(answer.body), { status: answer.status, headers });
}

async function control(request: Request, url: URL): Promise<Response> {
  if (request.method === 'GET' && url.pathname === '/_stand-in/requests') return Response.json({ requests: requests(url.searchParams.get('provider')) });
  if (request.method === 'POST' && url.pathname === '/_stand-in/faults') {
    script((await request.json()) as Parameters<typeof script>[0]);
    return new Response(null, { status: 204 });
  }
  return Response.json({ error: 'unknown stand-in control' }, { status: 404 });
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/healthz') return Response.json({ ok: true, service: 'form-provider-stand-ins' });
    if (url.pathname.startsWith('/_stand-in')) return control(request, url);
    const trip = /^\/directions\/v5\/([^/]+\/[^/]+)\/([^/]+)$/.exec(url.pathname);
    if (trip && request.method === 'GET') {
      const fault = nextFault('directions', decodeURIComponent(url.href));
      if (fault === 'hang') await new Promise((resolve) => setTimeout(resolve, HANG_MS));
      const answer = fault ? faultAnswer(fault) : directions(url, decodeURIComponent(trip[1]!), decodeURIComponent(trip[2]!));
      record({ provider: 'directions', method: 'GET', url: request.url, authorization: null, body: null, status: answer.status });
      return Response.json(answer.body, { status: answer.status });
    }
    const tiles = request.method === 'GET' ? tileService(url) : undefined;
    if (tiles) {
      const fault = nextFault('tiles', url.href);
      record({ provider: 'tiles', method: 'GET', url: request.url, authorization: null, body: null, status: fault ? 503 : tiles.status });
      if (fault) return Response.json(faultAnswer(fault).body, { status: 503 });
      return new Response(tiles.body as BodyInit, { status: tiles.status, headers: { 'Content-Type': tiles.contentType } });
    }
    for (const [pattern, route] of routes) {
      const match = pattern.exec(url.pathname);
      if (match && request.method === (route.method ?? 'POST')) return provide(request, route, match);
    }
    return Response.json({ error: `no stand-in answers ${request.method} ${url.pathname}` }, { status: 404 });
  },
};
