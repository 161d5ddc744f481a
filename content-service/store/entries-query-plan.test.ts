import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEntriesParams } from '../api/entries-params';
import { adminImport } from '../testing/service';
import { buildEntriesQuery } from './entries-query';

// Every GET /entries query shape, planned by the service's real D1: the entries table (and entry_types,
// the table lists walk) is never scanned whole; each shape searches an index or probes a key.

const PROJECT = 'sandbox';

/** query string, locale; `ordered`: the list walks an index in its order and stops after the page. */
const shapes: [string, string, 'ordered' | 'sorted' | 'by-id'][] = [
  ['type=place', 'en', 'ordered'],
  ['type=place&page=40', 'en', 'ordered'],
  ['', 'en', 'ordered'],
  ['type=place,event,trail', 'en', 'ordered'],
  ['type=place&phase=1,2,3,4', 'en', 'ordered'],
  ['type=place&filter[categories]=beaches,parks', 'en', 'ordered'],
  ['type=place&filter[categories]=beaches&filter[attributes]=parking', 'en', 'ordered'],
  ['type=place&text=harbor', 'en', 'ordered'],
  ['text=harbor', 'en', 'ordered'],
  ['type=place&text=ha', 'en', 'ordered'],
  ['type=place&order=title', 'en', 'ordered'],
  ['type=place&order=-title&page=9', 'es', 'ordered'],
  ['type=place&order=title', 'fr', 'sorted'],
  ['type=place&order=date_time.created', 'en', 'ordered'],
  ['type=place&order=-date_time.updated', 'en', 'ordered'],
  ['type=event&order=event_date&after[event_date]=2026-01-01', 'en', 'sorted'],
  ['type=event&order=-event_date', 'en', 'sorted'],
  ['id=a,b,c', 'en', 'by-id'],
  ['id=a::2026-01-01T00:00:00Z', 'en', 'by-id'],
  ['group=embed-tests', 'en', 'ordered'],
  ['type=place&text=harbor&filter[categories]=beaches&order=title&page=3', 'es', 'ordered'],
];

async function plan(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** A whole-table scan: `SCAN <table or alias>` without an index (virtual tables, subqueries and `json_each` are fine). */
const fullScan = /^SCAN (e|t|m|g|s|x|entries|entry_types)$/;

beforeAll(async () => {
  // Any request applies the migrations; one entry is enough for the planner.
  const res = await adminImport(PROJECT, { entries: [{ id: 'a', title: 'A', types: [{ id: 'place' }] }] });
  expect(res.status).toBe(200);
});

describe('GET /entries query plans', () => {
  it.each(shapes)('?%s (locale %s): list and count search indexes, never scan entries whole (%s)', async (query, locale, kind) => {
    const built = buildEntriesQuery(PROJECT, parseEntriesParams(new URLSearchParams(query)), locale);
    const list = await plan(built.list.sql, built.list.params);
    const count = await plan(built.count.sql, built.count.params);
    expect(list.filter((line) => fullScan.test(line))).toEqual([]);
    expect(count.filter((line) => fullScan.test(line))).toEqual([]);
    if (kind === 'ordered') {
      expect(list).toContainEqual(expect.stringMatching(/^SEARCH t USING COVERING INDEX entry_types_by_\w+ \(project=\? AND type=\?\)$/));
      expect(list.filter((line) => line.includes('TEMP B-TREE'))).toEqual([]);
    }
    if (kind === 'by-id') expect(list).toContainEqual(expect.stringContaining('SEARCH t USING INDEX sqlite_autoindex_entry_types_1 (project=? AND entry_id=? AND type=?)'));
  });
});
