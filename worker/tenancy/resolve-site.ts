import { buildRouteTable } from '../../core/routes/build-table';
import type { RouteTable } from '../../core/routes/types';
import type { SiteConfig } from '../../core/site-config';
import { loadSiteConfig } from '../../sites';
import { SiteMisconfigured, SiteNotFound } from '../errors';
import { type HostRecord, hostRecordSchema } from './host-record';
import { errorMessage } from '../../core/error-message';
import { firstIssue } from '../../core/first-issue';
import { memo } from '../memo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** Host header -> lookup key: lower-cased, port and trailing dot dropped. */
function normalizeHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  return host.replace(/\.+$/, '');
}

/** Thin wrapper: resolves the site and its secrets before anything else (cache, content) can run. */
export const siteMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const host = normalizeHost(c.req.header('host') ?? new URL(c.req.url).host);
  const site = await resolveSite(c.env.HOSTS, host);
  c.set('site', site);
  c.set('secrets', c.var.environment.secretsOf(site.config.id));
  await next();
});

export interface ResolvedSite {
  host: string;
  stage: HostRecord['stage'];
  config: SiteConfig;
  /** The site's routes (docs/product/routes.md), built once per configuration. */
  table: RouteTable;
}

const MEMO_MS = 30_000;
const known = new Map<string, { until: number; site: ResolvedSite | null }>();

// Configs are validated once and never change at run time, so each config object (one per site id,
// see sites/index.ts) builds its table once per isolate.
const tableOf = memo((config: SiteConfig) => Object.freeze(buildRouteTable(config)));

/**
 * Hostname -> site. Memoised per isolate for a short while so a hot host costs no KV read, yet a
 * newly registered host shows up within MEMO_MS. Unknown hosts are memoised too (as null).
 */
async function resolveSite(hosts: KVNamespace, host: string, now = Date.now()): Promise<ResolvedSite> {
  const hit = known.get(host);
  if (hit && hit.until > now) {
    if (!hit.site) throw new SiteNotFound(host);
    return hit.site;
  }
  const raw = host ? await hosts.get(host, 'text') : null;
  if (raw === null) {
    known.set(host, { until: now + MEMO_MS, site: null });
    throw new SiteNotFound(host);
  }
  const site = parseRecord(host, raw);
  known.set(host, { until: now + MEMO_MS, site });
  return site;
}

function parseRecord(host: string, raw: string): ResolvedSite {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new SiteMisconfigured(host, '(record)', 'not valid JSON');
  }
  const parsed = hostRecordSchema.safeParse(json);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    throw new SiteMisconfigured(host, path || '(record)', message);
  }
  try {
    const config = loadSiteConfig(parsed.data.site);
    return { host, stage: parsed.data.stage, config, table: tableOf(config) };
  } catch (error) {
    throw new SiteMisconfigured(host, 'site', errorMessage(error));
  }
}
