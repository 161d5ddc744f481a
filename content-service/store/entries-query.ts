import type { EntriesParams } from '../api/entries-params';
import type { SqlValue, Statement } from '../import/statements';

// Pure: the SQL for one GET /entries. Lists travel as one JSON parameter (json_each) so a long id list
// never meets D1's bound-parameter limit.

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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function buildEntriesQuery(project: string, params: EntriesParams, locale: string): EntriesQuery {
  const where: string[] = ['e.project = ?', 'e.phase IN (SELECT value FROM json_each(?))'];
  const whereParams: SqlValue[] = [project, JSON.stringify(params.phase)];
  if (params.id) {
    where.push('e.id IN (SELECT value FROM json_each(?))');
    whereParams.push(JSON.stringify(params.id.map((id) => id.split('::')[0])));
  }
  if (params.type) {
    where.push('EXISTS (SELECT 1 FROM json_each(e.types) t WHERE t.value IN (SELECT value FROM json_each(?)))');
    whereParams.push(JSON.stringify(params.type));
  }
  if (params.group) {
    where.push("EXISTS (SELECT 1 FROM json_each(e.body, '$.groups') g WHERE g.value IN (SELECT value FROM json_each(?)))");
    whereParams.push(JSON.stringify(params.group));
  }
  if (params.text) {
    where.push("e.search LIKE ? ESCAPE '\\'");
    whereParams.push(`%${escapeLike(params.text.toLowerCase())}%`);
  }
  for (const [element, options] of Object.entries(params.filters)) {
    where.push(
      'EXISTS (SELECT 1 FROM entry_options o WHERE o.project = e.project AND o.entry_id = e.id AND o.element_id = ? AND o.option_id IN (SELECT value FROM json_each(?)))',
    );
    whereParams.push(element, JSON.stringify(options));
  }
  for (const [element, bound] of Object.entries(params.after)) {
    where.push('EXISTS (SELECT 1 FROM entry_dates a WHERE a.project = e.project AND a.entry_id = e.id AND a.element_id = ? AND a.end_at > ?)');
    whereParams.push(element, bound);
  }

  const descending = params.order.startsWith('-');
  const key = descending ? params.order.slice(1) : params.order;
  const direction = descending ? 'DESC' : 'ASC';
  let from = 'entries e';
  const fromParams: SqlValue[] = [];
  let select = 'e.body AS body, NULL AS occurrence, NULL AS occurrences';
  let orderBy: string;
  const orderParams: SqlValue[] = [];
  let occurrenceElement: string | undefined;

  if (key === 'date_time.created' || key === 'date_time.updated') {
    orderBy = `e.${key === 'date_time.created' ? 'created' : 'updated'} ${direction}, e.id ${direction}`;
  } else if (key === 'title') {
    orderBy = `lower(COALESCE(json_extract(e.titles, '$."' || ? || '"'), json_extract(e.titles, '$.en'), '')) ${direction}, e.id ${direction}`;
    orderParams.push(locale);
  } else {
    // A datetime element: one row per range (repeating events), upcoming-only when after[] names it.
    occurrenceElement = key;
    const bound = params.after[key];
    from = `entries e LEFT JOIN entry_dates d ON d.project = e.project AND d.entry_id = e.id AND d.element_id = ?${bound ? ' AND d.end_at > ?' : ''}`;
    fromParams.push(key, ...(bound ? [bound] : []));
    select = `e.body AS body, d.start_at AS occurrence,
      (SELECT COUNT(*) FROM entry_dates c WHERE c.project = e.project AND c.entry_id = e.id AND c.element_id = ?) AS occurrences`;
    orderBy = `d.start_at IS NULL, d.start_at ${direction}, e.id ${direction}`;
  }

  const whereSql = where.join(' AND ');
  const selectParams: SqlValue[] = occurrenceElement ? [occurrenceElement] : [];
  const offset = (params.page - 1) * params.limit;
  return {
    list: {
      sql: `SELECT ${select} FROM ${from} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      params: [...selectParams, ...fromParams, ...whereParams, ...orderParams, params.limit, offset],
    },
    count: { sql: `SELECT COUNT(*) AS total FROM ${from} WHERE ${whereSql}`, params: [...fromParams, ...whereParams] },
    occurrenceElement,
  };
}
