import type { Context } from 'hono';
import { calendarPath, downloadPath, matchPath } from '../../../core/routes';
import { keptPatterns } from '../../route-patterns';
import type { AppEnv } from '../../env';
import { InvalidInput, NotFound, Unauthorized, PayloadTooLarge } from '../../errors';
import { log } from '../log';
import { bumpGenerations, type Scope, pathPurgeScopes } from './generations';
import { firstIssue } from '../../../core/first-issue';
import { verifySignedMessage } from '../../../core/content-signature';
import * as z from 'zod';
import { readCappedBody } from '../../read-capped-body';
import { signingKey } from '../../signing-key';

// The content service's webhook scheme, the content API's own signing turned around: lowercase hex
// HMAC-SHA256, keyed with the site's webhook secret, over the exact body bytes followed by the Unix
// time in seconds. The time bounds replay, as the signature covers neither method nor path.

const SIGNATURE_HEADER = 'X-Webhook-Signature';
const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
const MAX_SKEW_SECONDS = 300;

interface SignedRequest {
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * Throws Unauthorized unless the signature is the secret's over body + timestamp (compared in
 * constant time by WebCrypto's verify) and the timestamp is within MAX_SKEW_SECONDS of now. The
 * signature is checked first, so an unsigned caller learns nothing about the accepted window.
 */
async function verifyWebhook(secret: string, request: SignedRequest, nowMs = Date.now()): Promise<void> {
  const { timestamp, signature } = request;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) throw new Unauthorized('bad_signature', 'Missing or malformed webhook signature');
  if (!(await verifySignedMessage(await signingKey(secret), request.body + timestamp, signature.toLowerCase()))) {
    throw new Unauthorized('bad_signature', 'Webhook signature does not match');
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) throw new Unauthorized('signature_expired', 'Webhook timestamp is outside the accepted window');
}

/** What a purge names: the whole site, one entry (by id), or one path of the site. */
const purgeRequestSchema = z.discriminatedUnion('scope', [
  z.strictObject({ scope: z.literal('site') }),
  z.strictObject({ scope: z.literal('entry'), id: z.string().min(1).max(200) }),
  z.strictObject({ scope: z.literal('path'), path: z.string().startsWith('/').max(2000) }),
]);

type PurgeRequest = z.infer<typeof purgeRequestSchema>;

/** The body as text, read up to `limit` bytes whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(request, limit, () => new PayloadTooLarge(`The body is over ${limit} bytes`)));
}

const MAX_BODY_BYTES = 8 * 1024;

function parse(body: string): PurgeRequest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new InvalidInput('body', 'The body is not JSON', 'unreadable_body');
  }
  const parsed = purgeRequestSchema.safeParse(json);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    throw new InvalidInput(path || 'body', `Invalid purge request: ${message}`);
  }
  return parsed.data;
}

/** The scopes a purge request changes; a path must lead to one of the site's pages (or their files). */
function scopesOf(request: PurgeRequest, c: Context<AppEnv>): Scope[] {
  if (request.scope === 'site') return [{ kind: 'site' }];
  if (request.scope === 'entry') return [{ kind: 'entry', id: request.id.split('::')[0]! }, { kind: 'content' }];
  const pathname = new URL(request.path, 'http://x').pathname;
  const page = downloadPath(pathname)?.pagePath ?? calendarPath(pathname)?.pagePath ?? pathname;
  const match = matchPath(c.var.site.table, page, keptPatterns);
  if (match?.kind !== 'route') throw new InvalidInput('path', `No page of the site has the path ${pathname}`, 'unknown_path');
  return pathPurgeScopes(match);
}

/**
 * POST /__ops/purge: the content service's webhook after an edit, signed with the site's webhook
 * secret. Answers 202: the new generation is written at once and read by every data center within
 * the KV read cache (generations.ts). A site without a webhook secret offers no purge (404).
 */
export async function purgeHandler(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.var.site;
  const secret = c.var.secrets.webhookSecret;
  if (!secret) throw new NotFound('purge');
  const body = await readBody(c.req.raw, MAX_BODY_BYTES);
  await verifyWebhook(secret, { body, timestamp: c.req.header(TIMESTAMP_HEADER), signature: c.req.header(SIGNATURE_HEADER) });
  const request = parse(body);
  const scopes = scopesOf(request, c);
  const generation = await bumpGenerations(c.env.CACHE_GENERATIONS, config.id, scopes);
  log('info', 'ops.purge', { site: config.id, scopes: scopes.map((scope) => ('id' in scope ? `${scope.kind}:${scope.id}` : 'name' in scope ? `${scope.kind}:${scope.name}` : scope.kind)) });
  return c.json({ purged: request, generation }, 202, { 'Cache-Control': 'no-store' });
}
