import type { DateRange, ImportEntry, ImportFile, LocalizedText } from './schema';

// Pure: turns a validated export into the SQL the service runs in one D1 batch (= one transaction), so
// an import lands whole or not at all. Shared by the admin endpoint, the demo seed and the CLI.

export type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

export interface ImportOptions {
  /** Drop the project's existing content first (the demo seed); otherwise entries are upserted. */
  replace?: boolean;
  /** Default for entries without created/updated. */
  now?: Date;
}

const tables = ['entries', 'entry_options', 'entry_dates', 'elements', 'contacts', 'embeds'] as const;

function localeValues(text: LocalizedText): Record<string, string> {
  return typeof text === 'string' ? { en: text } : text;
}

/** Dates compare as strings in SQL, so every stored bound is a full UTC ISO timestamp. */
export function normalizeBound(value: string, edge: 'start' | 'end'): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  // A date-only end means the whole of that day.
  return new Date(dateOnly && edge === 'end' ? time + 86_400_000 - 1 : time).toISOString();
}

function ranges(data: DateRange | DateRange[] | null): DateRange[] {
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

function searchText(entry: ImportEntry): string {
  const parts = Object.values(localeValues(entry.title));
  for (const element of entry.elements) {
    if (element.type === 'text' && element.data !== null) parts.push(...Object.values(localeValues(element.data)));
  }
  return parts.join('\n').toLowerCase();
}

/** Keeps each JSON parameter far below D1's 2 MB value limit. */
const CHUNK_CHARS = 500_000;

/**
 * Rows travel as one JSON parameter (json_each), so a whole project is a handful of statements: the
 * operator CLI reaches the local D1 through wrangler's proxy, which pays a round trip per statement.
 */
function bulkInsert(verb: 'INSERT' | 'INSERT OR REPLACE' | 'UPSERT', table: string, project: string, columns: readonly string[], rows: readonly SqlValue[][]): Statement[] {
  const picks = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
  // An upsert updates the row in place (same rowid, UPDATE triggers fire); the key is (project, first column).
  const [key, ...rest] = columns;
  const sql =
    verb === 'UPSERT'
      ? `INSERT INTO ${table} (project, ${columns.join(', ')}) SELECT ?, ${picks} FROM json_each(?) WHERE true ON CONFLICT (project, ${key}) DO UPDATE SET ${rest.map((c) => `${c} = excluded.${c}`).join(', ')}`
      : `${verb} INTO ${table} (project, ${columns.join(', ')}) SELECT ?, ${picks} FROM json_each(?)`;
  const out: Statement[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length > 0) out.push({ sql, params: [project, `[${chunk.join(',')}]`] });
    chunk = [];
    size = 0;
  };
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (size + json.length > CHUNK_CHARS) flush();
    chunk.push(json);
    size += json.length + 1;
  }
  flush();
  return out;
}

interface EntryRows {
  entries: SqlValue[][];
  options: SqlValue[][];
  dates: SqlValue[][];
}

function addEntryRows(rows: EntryRows, entry: ImportEntry, now: Date): void {
  const created = normalizeBound(entry.created ?? now.toISOString(), 'start');
  const updated = normalizeBound(entry.updated ?? entry.created ?? now.toISOString(), 'start');
  const body = { ...entry, created, updated };
  rows.entries.push([entry.id, entry.phase, JSON.stringify(entry.types.map((t) => t.id)), JSON.stringify(localeValues(entry.title)), searchText(entry), created, updated, JSON.stringify(body)]);
  for (const element of entry.elements) {
    if (element.type === 'option') {
      for (const option of new Set(element.data ?? [])) rows.options.push([entry.id, element.id, option]);
    } else if (element.type === 'datetime') {
      ranges(element.data).forEach((range, position) => {
        rows.dates.push([entry.id, element.id, position, normalizeBound(range.start, 'start'), normalizeBound(range.end ?? range.start, 'end')]);
      });
    }
  }
}

export function importStatements(project: string, file: ImportFile, options: ImportOptions = {}): Statement[] {
  const now = options.now ?? new Date();
  const ids = JSON.stringify(file.entries.map((e) => e.id));
  // An upsert re-indexes the entries it rewrites; a replace starts from an empty project.
  const out: Statement[] = options.replace
    ? tables.map((table) => ({ sql: `DELETE FROM ${table} WHERE project = ?`, params: [project] }))
    : (['entry_options', 'entry_dates'] as const).map((table) => ({ sql: `DELETE FROM ${table} WHERE project = ? AND entry_id IN (SELECT value FROM json_each(?))`, params: [project, ids] }));
  const rows: EntryRows = { entries: [], options: [], dates: [] };
  for (const entry of file.entries) addEntryRows(rows, entry, now);
  out.push(
    // Not INSERT OR REPLACE: its implicit delete would skip the triggers that keep entry_types and the
    // search index in step (migration 0003).
    ...bulkInsert('UPSERT', 'entries', project, ['id', 'phase', 'types', 'titles', 'search', 'created', 'updated', 'body'], rows.entries),
    ...bulkInsert('INSERT', 'entry_options', project, ['entry_id', 'element_id', 'option_id'], rows.options),
    ...bulkInsert('INSERT', 'entry_dates', project, ['entry_id', 'element_id', 'position', 'start_at', 'end_at'], rows.dates),
    ...bulkInsert(
      'INSERT OR REPLACE',
      'elements',
      project,
      ['id', 'body'],
      file.elements.map((e) => [e.id, JSON.stringify(e)]),
    ),
    ...bulkInsert(
      'INSERT OR REPLACE',
      'contacts',
      project,
      ['id', 'body'],
      file.contacts.map((c) => [c.id, JSON.stringify(c)]),
    ),
    ...bulkInsert(
      'INSERT OR REPLACE',
      'embeds',
      project,
      ['url', 'body'],
      file.embeds.map((e) => [e.url, JSON.stringify(e)]),
    ),
  );
  return out;
}
