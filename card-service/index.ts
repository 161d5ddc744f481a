import { cardModelSchema } from '../core/share-card/card-model';
import { cardPng } from './render';

// The card worker: POST /card with a card model (core/share-card/card-model.ts) answers its PNG. It is
// reached only through the site worker's CARDS service binding, which caches what it answers.

/** A model carries at most a few pictures as data URIs. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

function problem(status: number, id: string, data: unknown): Response {
  return Response.json({ error: { id, data } }, { status });
}

async function renderCard(request: Request): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return problem(413, 'too_large', { limit: MAX_BODY_BYTES });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return problem(400, 'invalid_json', null);
  }
  const parsed = cardModelSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(400, 'invalid_card', { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' });
  }
  const png = await cardPng(parsed.data);
  return new Response(png, { headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength) } });
}

export default {
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return Response.json({ ok: true, service: 'card-service' });
    if (pathname === '/card' && request.method === 'POST') return renderCard(request);
    if (pathname === '/card') return problem(405, 'method_not_allowed', { allow: 'POST' });
    return problem(404, 'not_found', { path: pathname });
  },
} satisfies ExportedHandler;
