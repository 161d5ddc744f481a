import type { EntriesParams } from '../api/entries-params';
import type { SqlValue, Statement } from '../import/statements';

// Pure: the SQL for one GET /entries. Lists travel as one JSON parameter (json_each) so a long id list
// never meets D1's bound-parameter limit.
//
// Every shape walks entry_types (migration 0003): one (project, type) range of an index kept in the
// list's order, filters checked by primary-key probes, search through the FTS5 trigram index. The page
// is cut from that walk (covering indexes, so skipped rows never touch entries) and only the page's
// bodies are read. docs/decisions/020-content-at-scale.md.

export interface EntriesQuery {
  list: Statement;
  count: Statement;
  /** Set when ordering by a datetime element: each row is one occurrence of it. */
  occurrenceElement?: string;
}

export interface EntryRow {
  body: string;
  occurrence: string | null;
  occurrences: number | null;
}

/** Languages with a title sort column in entry_types; others sort by an expression (unindexed). */
const TITLE_COLUMNS: Record<string, string> = { en: 't.title_en', es: 't.title_es' };

/** The trigram index matches substrings of three characters or more. */
const MIN_INDEXED_SEARCH = 3;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One FTS5 phrase: a case-insensitive substring match under the trigram tokenizer. */
function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The project's stored type lists holding any of the asked types (parameters: project, JSON array of types). */
const ADMITTED_TYPE_SETS = 'SELECT c.types FROM entry_counts c WHERE c.project = ? AND EXISTS (SELECT 1 FROM json_each(c.types) AS ct WHERE ct.value IN (SELECT value FROM json_each(?)))';

/** `'*'` (every entry's row) among the asked types asks for every entry, as a type walk of '*' would. */
function askedTypes(types: string[] | undefined): string[] | undefined {
  return types?.length && !types.includes('*') ? types : undefined;
}

function typeFilter(project: string, types: string[] | undefined): { where: string[]; params: SqlValue[] } {
  if (types?.length === 1) return { where: ['t.type = ?'], params: [types[0]!] };
  if (!types) return { where: ["t.type = '*'"], params: [] };
  // The '*' range in list order; each index entry's own type list is checked against the few admitted ones.
  return { where: ["t.type = '*'", `t.types IN (${ADMITTED_TYPE_SETS})`], params: [project, JSON.stringify(types)] };
}

/**
 * The total of a list with no filter but types and phases, summed from entry_counts (a few rows per
 * project) instead of walking an index entry per listed entry.
 */
function countedTotal(project: string, types: string[] | undefined, phases: number[]): Statement {
  const typed = types ? ` AND EXISTS (SELECT 1 FROM json_each(c.types) AS ct WHERE ct.value IN (SELECT value FROM json_each(?)))` : '';
  return {
    sql: `SELECT COALESCE(SUM(c.entries), 0) AS total FROM entry_counts c WHERE c.project = ? AND c.phase IN (SELECT value FROM json_each(?))${typed}`,
    params: [project, JSON.stringify(phases), ...(types ? [JSON.stringify(types)] : [])],
  };
}

export function buildEntriesQuery(project: string, params: EntriesParams, locale: string): EntriesQuery {
  const asked = askedTypes(params.type);
  const types = typeFilter(project, asked);
  // One phase (every published list) is a plain comparison: cheaper per index entry walked than a set lookup.
  const phase = params.phase.length === 1 ? { sql: 't.phase = ?', param: params.phase[0]! } : { sql: 't.phase IN (SELECT value FROM json_each(?))', param: JSON.stringify(params.phase) };
  const where: string[] = ['t.project = ?', ...types.where, phase.sql];
  const whereParams: SqlValue[] = [project, ...types.params, phase.param];
  if (params.group) {
    where.push("EXISTS (SELECT 1 FROM entries g, json_each(g.body, '$.groups') gg WHERE g.rowid = t.entry_rowid AND gg.value IN (SELECT value FROM json_each(?)))");
    whereParams.push(JSON.stringify(params.group));
  }
  if (params.text && [...params.text].length >= MIN_INDEXED_SEARCH) {
    where.push('t.entry_rowid IN (SELECT rowid FROM entries_search WHERE entries_search MATCH ?)');
    whereParams.push(phrase(params.text));
  } else if (params.text) {
    where.push("EXISTS (SELECT 1 FROM entries s WHERE s.rowid = t.entry_rowid AND s.search LIKE ? ESCAPE '\\')");
    whereParams.push(`%${escapeLike(params.text.toLowerCase())}%`);
  }
  for (const [element, options] of Object.entries(params.filters)) {
    where.push('EXISTS (SELECT 1 FROM entry_options o WHERE o.project = t.project AND o.entry_id = t.entry_id AND o.element_id = ? AND o.option_id IN (SELECT value FROM json_each(?)))');
    whereParams.push(element, JSON.stringify(options));
  }
  for (const [element, bound] of Object.entries(params.after)) {
    where.push('EXISTS (SELECT 1 FROM entry_dates a WHERE a.project = t.project AND a.entry_id = t.entry_id AND a.element_id = ? AND a.end_at > ?)');
    whereParams.push(element, bound);
  }

  const descending = params.order.startsWith('-');
  const key = descending ? params.order.slice(1) : params.order;
  const direction = descending ? 'DESC' : 'ASC';
  // An id list is a handful of key lookups: CROSS JOIN makes SQLite start from the ids, not walk an index.
  const ids = params.id ? [...new Set(params.id.map((id) => id.split('::')[0]!))] : undefined;
  if (ids) where.push('t.entry_id = ids.value');
  const listed = ids ? 'json_each(?) AS ids CROSS JOIN entry_types t' : 'entry_types t';
  let from = listed;
  const fromParams: SqlValue[] = ids ? [JSON.stringify(ids)] : [];
  let sortKey: string;
  const sortParams: SqlValue[] = [];
  let occurrenceElement: string | undefined;

  if (key === 'date_time.created' || key === 'date_time.updated') {
    sortKey = key === 'date_time.created' ? 't.created' : 't.updated';
  } else if (key === 'title') {
    const column = TITLE_COLUMNS[locale.split('-')[0]!];
    sortKey = column ?? `(SELECT lower(COALESCE(json_extract(x.titles, '$."' || ? || '"'), json_extract(x.titles, '$.en'), '')) FROM entries x WHERE x.rowid = t.entry_rowid)`;
    if (!column) sortParams.push(locale);
  } else {
    // A datetime element: one row per range (repeating events), upcoming-only when after[] names it.
    occurrenceElement = key;
    const bound = params.after[key];
    from = `${listed} LEFT JOIN entry_dates d ON d.project = t.project AND d.entry_id = t.entry_id AND d.element_id = ?${bound ? ' AND d.end_at > ?' : ''}`;
    fromParams.push(key, ...(bound ? [bound] : []));
    sortKey = 'd.start_at';
  }

  const nullsLast = occurrenceElement ? 'k IS NULL, ' : '';
  const whereSql = where.join(' AND ');
  const offset = (params.page - 1) * params.limit;
  const walk = `SELECT t.entry_rowid AS rid, t.entry_id AS id, ${sortKey} AS k FROM ${from} WHERE ${whereSql}`;
  const walkParams = [...sortParams, ...fromParams, ...whereParams];
  const ordered = (dir: string) => `ORDER BY ${nullsLast}k ${dir}, t.entry_id ${dir}`;
  const select = occurrenceElement
    ? 'e.body AS body, p.k AS occurrence, (SELECT COUNT(*) FROM entry_dates c WHERE c.project = e.project AND c.entry_id = e.id AND c.element_id = ?) AS occurrences'
    : 'e.body AS body, NULL AS occurrence, NULL AS occurrences';
  const selectParams: SqlValue[] = occurrenceElement ? [occurrenceElement] : [];
  const outer = `p JOIN entries e ON e.rowid = p.rid ORDER BY ${nullsLast.replace('k', 'p.k')}p.k ${direction}, p.id ${direction}`;
  const unfiltered = !params.group && !params.text && !ids && !occurrenceElement && Object.keys(params.filters).length === 0 && Object.keys(params.after).length === 0;
  if (!unfiltered) {
    return {
      list: { sql: `SELECT ${select} FROM (${walk} ${ordered(direction)} LIMIT ? OFFSET ?) ${outer}`, params: [...selectParams, ...walkParams, params.limit, offset] },
      count: { sql: `SELECT COUNT(*) AS total FROM ${from} WHERE ${whereSql}`, params: [...fromParams, ...whereParams] },
      occurrenceElement,
    };
  }
  // OFFSET walks every index entry it skips. With the total known up front (entry_counts), a page in the
  // back half is cut from the other end in the opposite order, so the last pages cost what the first do;
  // the branch not taken has LIMIT 0 and walks nothing. (k, id) is a strict order, so the window is exact.
  const count = countedTotal(project, asked, params.phase);
  const reverse = descending ? 'ASC' : 'DESC';
  const total = '(SELECT total FROM counted)';
  const forward = `SELECT * FROM (${walk} ${ordered(direction)} LIMIT CASE WHEN ? < ${total} THEN ? ELSE 0 END OFFSET ?)`;
  const backward = `SELECT * FROM (${walk} ${ordered(reverse)} LIMIT CASE WHEN ? < ${total} THEN 0 ELSE max(0, min(?, ${total} - ?)) END OFFSET max(0, ${total} - ?))`;
  return {
    list: {
      sql: `WITH counted AS (${count.sql}) SELECT ${select} FROM (${forward} UNION ALL ${backward}) ${outer}`,
      params: [...count.params, ...selectParams, ...walkParams, 2 * offset, params.limit, offset, ...walkParams, 2 * offset, params.limit, offset, offset + params.limit],
    },
    count,
    occurrenceElement,
  };
}
