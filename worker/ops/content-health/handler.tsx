import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { contentHealth } from '../../../core/content-health/checks';
import { type Finding, type HealthCheck, healthChecks } from '../../../core/content-health/findings';
import { ContentHealthReport } from '../../../ui/ops/ContentHealthReport';
import type { AppEnv } from '../../env';
import { entryPath } from '../../pages/models/card';
import { modelContext } from '../../pages/models/context';
import { wantsJson } from '../../wants-json';
import { requireOperator } from '../operator-auth';
import { collectSiteContent } from './collect';

const labels: Record<HealthCheck, string> = {
  'missing-coordinates': 'Entries of map types without coordinates',
  'broken-geometry': 'Broken geometry',
  'image-without-caption': 'Images without captions',
  'missing-spanish': 'Missing Spanish text',
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
  const { entries, spanish } = await collectSiteContent(c);
  const findings = contentHealth({ entries, ...(spanish ? { spanish } : {}), ids: ctx.config.ids, locatableKinds: new Set(ctx.config.map.featureTypes), now: ctx.now });
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
