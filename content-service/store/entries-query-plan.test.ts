import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEntriesParams } from '../api/entries-params';
import { adminImport } from '../../test/support/content-service/service';
import { buildEntriesQuery } from './entries-query';

// Every GET /entries query shape, planned by the service's real D1: no stored table is scanned whole;
// each shape searches an index or probes a key. A list with no filter but types and phases takes its
// total from entry_counts (docs/decisions/029-flat-lists-at-scale.md).

const PROJECT = 'sandbox';
/** What the site's all-entries list (/entries) asks: its main content types. */
const ALL_ENTRIES = 'type=activity,event,food,itinerary,lodging,place,shopping,story,trail';

/**
 * query string, locale; `ordered`: the list walks an index in its order and stops after the page;
 * `counted`: the total is summed from entry_counts, `walked`: counted along an index.
 */
const shapes: [string, string, 'ordered' | 'sorted' | 'by-id', 'counted' | 'walked'][] = [
  ['type=place', 'en', 'ordered', 'counted'],
  ['type=place&page=40', 'en', 'ordered', 'counted'],
  ['', 'en', 'ordered', 'counted'],
  ['page=600', 'en', 'ordered', 'counted'],
  [ALL_ENTRIES, 'en', 'ordered', 'counted'],
  [`${ALL_ENTRIES}&page=600`, 'en', 'ordered', 'counted'],
  [`${ALL_ENTRIES}&order=title&page=300`, 'es', 'ordered', 'counted'],
  ['type=place,event,trail', 'en', 'ordered', 'counted'],
  ['type=place&phase=1,2,3,4', 'en', 'ordered', 'counted'],
  ['type=place&filter[categories]=beaches,parks', 'en', 'ordered', 'walked'],
  ['type=place&filter[categories]=beaches&filter[attributes]=parking', 'en', 'ordered', 'walked'],
  ['type=place&text=harbor', 'en', 'ordered', 'walked'],
  ['text=harbor', 'en', 'ordered', 'walked'],
  [`${ALL_ENTRIES}&text=harbor&page=2`, 'en', 'ordered', 'walked'],
  ['type=place&text=ha', 'en', 'ordered', 'walked'],
  ['type=place&order=title', 'en', 'ordered', 'counted'],
  ['type=place&order=-title&page=9', 'es', 'ordered', 'counted'],
  ['type=place&order=title', 'fr', 'sorted', 'counted'],
  ['type=place&order=date_time.created', 'en', 'ordered', 'counted'],
  ['type=place&order=-date_time.updated', 'en', 'ordered', 'counted'],
  ['type=event&order=event_date&after[event_date]=2026-01-01', 'en', 'sorted', 'walked'],
  ['type=event&order=-event_date', 'en', 'sorted', 'walked'],
  ['id=a,b,c', 'en', 'by-id', 'walked'],
  ['id=a::2026-01-01T00:00:00Z', 'en', 'by-id', 'walked'],
  ['group=embed-tests', 'en', 'ordered', 'walked'],
  ['type=place&text=harbor&filter[categories]=beaches&order=title&page=3', 'es', 'ordered', 'walked'],
];

interface PlanLine {
  parent: number;
  detail: string;
}

async function plan(sql: string, params: unknown[]): Promise<PlanLine[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanLine>();
  return results;
}

const details = (lines: PlanLine[]) => lines.map((line) => line.detail);

/** A whole-table scan: `SCAN <table or alias>` without an index (virtual tables, subqueries, CTEs and `json_each` are fine). */
const fullScan = /^SCAN (e|t|m|g|s|x|c|d|a|o|entries|entry_types|entry_counts|entry_dates|entry_options)$/;

beforeAll(async () => {
  // Any request applies the migrations; one entry is enough for the planner.
  const res = await adminImport(PROJECT, { entries: [{ id: 'a', title: 'A', types: [{ id: 'place' }] }] });
  expect(res.status).toBe(200);
});

describe('GET /entries query plans', () => {
  it.each(shapes)('?%s (locale %s): list and count search indexes, never scan a table whole (%s, %s)', async (query, locale, kind, total) => {
    const built = buildEntriesQuery(PROJECT, parseEntriesParams(new URLSearchParams(query)), locale);
    const list = await plan(built.list.sql, built.list.params);
    const count = details(await plan(built.count.sql, built.count.params));
    expect(details(list).filter((line) => fullScan.test(line))).toEqual([]);
    expect(count.filter((line) => fullScan.test(line))).toEqual([]);
    if (kind === 'ordered') {
      expect(details(list)).toContainEqual(expect.stringMatching(/^SEARCH t USING COVERING INDEX entry_types_by_\w+ \(project=\? AND type=\?\)$/));
      // Only the outermost query may sort: the page's own rows, once the walk has stopped.
      expect(list.filter((line) => line.detail.includes('TEMP B-TREE') && line.parent !== 0)).toEqual([]);
    }
    if (kind === 'by-id') expect(details(list)).toContainEqual(expect.stringContaining('SEARCH t USING INDEX sqlite_autoindex_entry_types_1 (project=? AND entry_id=? AND type=?)'));
    // A datetime element's ranges are read per listed entry, never all of the element's ranges per entry.
    expect(details(list).filter((line) => /^SEARCH [da] /.test(line) && !line.includes('entry_id=?'))).toEqual([]);
    if (total === 'counted') {
      expect(count).toContainEqual(expect.stringMatching(/^SEARCH c USING (COVERING )?INDEX sqlite_autoindex_entry_counts_1 \(project=\?\)$/));
      expect(count.filter((line) => /^(SEARCH|SCAN) t\b/.test(line))).toEqual([]);
    } else {
      expect(count).toContainEqual(expect.stringMatching(/^SEARCH t USING (COVERING )?INDEX /));
    }
  });
});
