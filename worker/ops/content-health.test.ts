import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../core/content-health/findings';
import { environmentOf } from '../env';
import { siteZone } from '../../test/support/worker-fetch';
import { knownProblems } from '../../test/support/known-problems';

// The operator's content report through the worker as deployed, over the demo content with known
// problems added (trail-project) and the islands demo's own gaps (untranslated hostile stories).

const zone = siteZone('content-health');
const token = (site: string) => environmentOf(env).secretsOf(site).operatorToken!;

interface Report {
  site: string;
  entries: number;
  counts: Record<string, number>;
  findings: Finding[];
}

async function report(site: string): Promise<Report> {
  const res = await zone.fetch(site, '/__ops/content-health', { headers: { Authorization: `Bearer ${token(site)}`, Accept: 'application/json' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json();
}

const about = (findings: Finding[], check: string) => findings.filter((finding) => finding.check === check);

describe('GET /__ops/content-health', () => {
  beforeAll(async () => {
    await zone.register(['trail-project', 'islands']);
    const res = await env.CONTENT.fetch('http://content-service/_admin/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.TEST_CONTENT_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ project: 'trail-project', export: knownProblems }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }, 60_000);

  it('finds each known problem, as JSON', async () => {
    const { site, entries, findings, counts } = await report('trail-project');
    expect(site).toBe('trail-project');
    expect(entries).toBeGreaterThan(knownProblems.entries.length);
    expect(about(findings, 'missing-coordinates').map((finding) => finding.entry.id)).toEqual(['place-health-nowhere']);
    expect(about(findings, 'broken-geometry')).toEqual([
      {
        check: 'broken-geometry',
        entry: { id: 'trail-health-broken', title: 'Broken Ridge Trail' },
        element: 'route',
        detail: 'feature one-position: Coordinates must be an array of two or more positions.',
      },
      { check: 'broken-geometry', entry: { id: 'trail-health-broken', title: 'Broken Ridge Trail' }, element: 'route', detail: 'feature off-the-map: position -120.4,123 is off the map' },
    ]);
    expect(about(findings, 'image-without-caption').map((finding) => finding.entry.id)).toContain('place-health-uncaptioned');
    expect(about(findings, 'dangling-reference')).toEqual([
      { check: 'dangling-reference', entry: { id: 'story-health-dangling', title: 'A Story with a Lost Link' }, element: 'related', detail: 'links to place-demolished, which does not exist' },
    ]);
    expect(about(findings, 'past-event-featured')).toEqual([
      {
        check: 'past-event-featured',
        entry: { id: 'story-health-stale-feature', title: 'Highlights' },
        element: 'featured',
        detail: 'features Last Year’s Trail Day (event-health-past), which is over',
      },
    ]);
    expect(counts['missing-translation']).toBe(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(findings.length);
  });

  it('finds text missing in another language of a bilingual site, naming the language, and no false alarms in its demo content', async () => {
    const { findings } = await report('islands');
    expect(
      about(findings, 'missing-translation')
        .map((finding) => `${finding.entry.id} ${finding.detail}`)
        .sort(),
    ).toEqual(['story-night-sky-over-the-bay no text in es', 'story-the-view-from-mount-pirata no text in es']);
    for (const check of ['missing-coordinates', 'broken-geometry', 'dangling-reference', 'past-event-featured']) expect(about(findings, check), check).toEqual([]);
  });

  it('answers an HTML report for people, each finding linking to its entry', async () => {
    const res = await zone.fetch('trail-project', '/__ops/content-health', { headers: { Authorization: `Bearer ${token('trail-project')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Content health of trail-project</h1>');
    expect(html).toContain('<h2 id="broken-geometry-heading">Broken geometry (2)</h2>');
    expect(html).toContain('<a href="/entries/nowhere-spring/place-health-nowhere">Nowhere Spring</a>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('refuses a missing or wrong token, and another site’s token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token('islands')}`, token('trail-project')]) {
      const res = await zone.fetch('trail-project', '/__ops/content-health', { headers: { Accept: 'application/json', ...(authorization ? { Authorization: authorization } : {}) } });
      expect(res.status, String(authorization)).toBe(401);
      expect(((await res.json()) as { error: { id: string } }).error.id).toBe('bad_token');
    }
  });
});
