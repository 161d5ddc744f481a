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

export function localeValues(text: LocalizedText): Record<string, string> {
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

export function entryStatements(project: string, entry: ImportEntry, now: Date): Statement[] {
  const created = normalizeBound(entry.created ?? now.toISOString(), 'start');
  const updated = normalizeBound(entry.updated ?? entry.created ?? now.toISOString(), 'start');
  const body = { ...entry, created, updated };
  const out: Statement[] = [
    { sql: 'DELETE FROM entry_options WHERE project = ? AND entry_id = ?', params: [project, entry.id] },
    { sql: 'DELETE FROM entry_dates WHERE project = ? AND entry_id = ?', params: [project, entry.id] },
    {
      sql: 'INSERT OR REPLACE INTO entries (project, id, phase, types, titles, search, created, updated, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        project,
        entry.id,
        entry.phase,
        JSON.stringify(entry.types.map((t) => t.id)),
        JSON.stringify(localeValues(entry.title)),
        searchText(entry),
        created,
        updated,
        JSON.stringify(body),
      ],
    },
  ];
  for (const element of entry.elements) {
    if (element.type === 'option') {
      for (const option of new Set(element.data ?? [])) {
        out.push({
          sql: 'INSERT INTO entry_options (project, entry_id, element_id, option_id) VALUES (?, ?, ?, ?)',
          params: [project, entry.id, element.id, option],
        });
      }
    } else if (element.type === 'datetime') {
      ranges(element.data).forEach((range, position) => {
        out.push({
          sql: 'INSERT INTO entry_dates (project, entry_id, element_id, position, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?)',
          params: [project, entry.id, element.id, position, normalizeBound(range.start, 'start'), normalizeBound(range.end ?? range.start, 'end')],
        });
      });
    }
  }
  return out;
}

export function importStatements(project: string, file: ImportFile, options: ImportOptions = {}): Statement[] {
  const now = options.now ?? new Date();
  const out: Statement[] = options.replace
    ? tables.map((table) => ({ sql: `DELETE FROM ${table} WHERE project = ?`, params: [project] }))
    : [];
  for (const entry of file.entries) out.push(...entryStatements(project, entry, now));
  for (const element of file.elements) {
    out.push({ sql: 'INSERT OR REPLACE INTO elements (project, id, body) VALUES (?, ?, ?)', params: [project, element.id, JSON.stringify(element)] });
  }
  for (const contact of file.contacts) {
    out.push({ sql: 'INSERT OR REPLACE INTO contacts (project, id, body) VALUES (?, ?, ?)', params: [project, contact.id, JSON.stringify(contact)] });
  }
  for (const embed of file.embeds) {
    out.push({ sql: 'INSERT OR REPLACE INTO embeds (project, url, body) VALUES (?, ?, ?)', params: [project, embed.url, JSON.stringify(embed)] });
  }
  return out;
}
