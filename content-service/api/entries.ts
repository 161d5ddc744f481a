import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import type { ServiceEnv } from '../env';
import { normalizeBound } from '../import/statements';
import { buildEntriesQuery, type EntryRow } from '../store/entries-query';
import { occurrenceFromId, shapeEntry, type StoredEntry } from '../store/shape-entry';
import { parseEntriesParams } from './entries-params';

// GET /{project}/v1/entries (docs/product/content-api.md#entries): the page of entries the parameters
// ask for, with their total.

export async function listEntries(c: Context<ServiceEnv>) {
  const params = parseEntriesParams(new URL(c.req.url).searchParams);
  const locale = c.get('locale');
  const query = buildEntriesQuery(c.get('project'), params, locale);
  const db = c.env.DB;
  const [rows, count] = await db.batch<EntryRow | { total: number }>([db.prepare(query.list.sql).bind(...query.list.params), db.prepare(query.count.sql).bind(...query.count.params)]);
  const total = (count!.results[0] as { total: number }).total;
  const index: Entry[] = [];
  for (const row of rows!.results as EntryRow[]) {
    const stored = JSON.parse(row.body) as StoredEntry;
    const requested = params.id?.filter((id) => id.includes('::') && id.split('::')[0] === stored.id) ?? [];
    if (requested.length > 0) {
      for (const id of requested)
        index.push(
          shapeEntry(
            stored,
            locale,
            occurrenceFromId(stored, id, (s) => normalizeBound(s, 'start')),
          ),
        );
      continue;
    }
    const occurrence = query.occurrenceElement && row.occurrence ? { element: query.occurrenceElement, start: row.occurrence, repeating: (row.occurrences ?? 0) > 1 } : undefined;
    index.push(shapeEntry(stored, locale, occurrence));
  }
  return c.json({ data: { index, total } });
}
