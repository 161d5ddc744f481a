import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { contentHealth } from '../../../core/content-health/checks';
import { type Finding, type HealthCheck, healthChecks } from '../../../core/content-health/findings';
import { ContentHealthReport } from '../../../ui/ops/ContentHealthReport';
import type { AppEnv } from '../../env';
import { entryPath } from '../../pages/models/card';
import { modelContext } from '../../pages/models/context';
import { wantsJson } from '../../wants-json';
import type { Entry } from '../../../core/content-shapes';
import type { Locale } from '../../../core/i18n/locales';
import { type SiteContent, createSiteContent } from '../../content';
import { CONTENT_SCOPES } from '../purge/generations';
import { NotFound, Unauthorized } from '../../errors';

const labels: Record<HealthCheck, string> = {
  'missing-coordinates': 'Entries of map types without coordinates',
  'broken-geometry': 'Broken geometry',
  'image-without-caption': 'Images without captions',
  'missing-translation': 'Text missing in a language of the site',
  'dangling-reference': 'Links to entries that do not exist',
  'past-event-featured': 'Past events still featured',
};

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * GET /__ops/content-health with the site's operator token: what editors should fix, found by
 * reading every published entry. JSON for scripts (Accept: application/json or ?format=json), an
 * HTML report otherwise. Never cached: it is read to see the effect of fixes.
 */
export async function contentHealthHandler(c: Context<AppEnv>): Promise<Response> {
  await requireOperator(c);
  const ctx = modelContext(c);
  const { entries, translations } = await collectSiteContent(c);
  const findings = contentHealth({ entries, locale: ctx.config.defaultLocale, translations, ids: ctx.config.ids, locatableKinds: new Set(ctx.config.map.featureTypes), now: ctx.now });
  const byCheck = (check: HealthCheck): Finding[] => findings.filter((finding) => finding.check === check);
  const report = { site: ctx.config.id, checkedAt: ctx.now.toISOString(), entries: entries.length };
  if (wantsJson(c) || c.req.query('format') === 'json') {
    const counts = Object.fromEntries(healthChecks.map((check) => [check, byCheck(check).length]));
    return c.json({ ...report, counts, findings }, 200, noStore);
  }
  const pages = Object.fromEntries(findings.map((finding) => [finding.entry.id, entryPath(ctx, finding.entry)]));
  const checks = healthChecks.map((check) => ({ check, label: labels[check], findings: byCheck(check) }));
  return c.html(`<!DOCTYPE html>${renderToString(<ContentHealthReport {...report} checks={checks} pages={pages} />)}`, 200, noStore);
}

/** The report reads at most this many entries: any guide's whole content, bounded for the worker. */
const MAX_ENTRIES = 5000;
const PAGE_SIZE = 500;

async function allEntries(content: SiteContent): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; entries.length < MAX_ENTRIES; page++) {
    const list = await content.entries({ page, limit: PAGE_SIZE });
    entries.push(...list.index);
    if (list.index.length === 0 || page * PAGE_SIZE >= list.total) break;
  }
  return entries.slice(0, MAX_ENTRIES);
}

interface CollectedContent {
  entries: Entry[];
  /** Per other language the site speaks, by id: what the service answers in it. */
  translations: Map<string, Map<string, Entry>>;
}

/** Every published entry of the site, in its default language and in each other language it speaks. */
async function collectSiteContent(c: Context<AppEnv>): Promise<CollectedContent> {
  const { config } = c.var.site;
  const generation = c.var.generations.of(CONTENT_SCOPES);
  const inLocale = (locale: Locale) =>
    createSiteContent({ env: c.env, environment: c.var.environment, config, locale, preview: false, waitUntil: (promise) => c.executionCtx.waitUntil(promise), generation });
  const others = config.locales.map((locale) => locale.id).filter((id) => id !== config.defaultLocale);
  const [entries, ...translated] = await Promise.all([allEntries(inLocale(config.defaultLocale)), ...others.map((id) => allEntries(inLocale(id)))]);
  return { entries, translations: new Map(others.map((id, i) => [id, new Map(translated[i]!.map((entry) => [entry.id, entry]))])) };
}

const encoder = new TextEncoder();

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', encoder.encode(text));
}

/**
 * The site's operator token as a Bearer credential, compared in constant time (digests of equal
 * length through timingSafeEqual, so neither content nor length leaks). A site without a token
 * offers no operator endpoints: 404, as if they did not exist.
 */
async function requireOperator(c: Context<AppEnv>): Promise<void> {
  const expected = c.var.secrets.operatorToken;
  if (!expected) throw new NotFound('operator endpoint');
  const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  if (!crypto.subtle.timingSafeEqual(a, b)) throw new Unauthorized('bad_token', 'Missing or wrong operator token');
}

export function healthz(c: Context<AppEnv>) {
  const site = c.get('site');
  return c.json({ ok: true, site: site.config.id, stage: site.stage, host: site.host, version: c.var.environment.buildVersion }, 200, { 'Cache-Control': 'no-store' });
}
