import type { Context } from 'hono';
import { calendarPath, downloadPath, matchPath } from '../../../core/routes';
import type { AppEnv } from '../../env';
import { InvalidInput, NotFound } from '../../errors';
import { log } from '../log';
import { bumpGenerations, type Scope } from './generations';
import { pathPurgeScopes } from './page-scopes';
import { type PurgeRequest, purgeRequestSchema } from './purge-request';
import { readBody } from './read-body';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from './webhook-signature';
import { firstIssue } from '../../../core/first-issue';

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
  const match = matchPath(c.var.site.table, page);
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
