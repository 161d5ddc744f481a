import type { FormId } from '../../core/forms/offered';

// The operator commands' SQL (npm run forms:export / forms:retry, run through `wrangler d1 execute`,
// which takes no bound parameters). Pure, so the worker's tests run the very statements on D1.

export interface ExportFilter {
  site: string;
  form?: FormId;
  /** An ISO date or date-time: submissions from then on. */
  since?: string;
}

/** A SQL string literal; the commands check their inputs too, this keeps any text inert. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Submissions of a site, oldest first, each with its deliveries' states as a JSON object by target. */
export function exportSql({ site, form, since }: ExportFilter): string {
  const where = [`s.site = ${literal(site)}`, ...(form ? [`s.form = ${literal(form)}`] : []), ...(since ? [`s.created_at >= ${literal(since)}`] : [])];
  return [
    'SELECT s.id, s.form, s.created_at, s.email, s.payload,',
    '(SELECT json_group_object(d.target, d.status) FROM deliveries d WHERE d.submission_id = s.id) AS deliveries',
    `FROM submissions s WHERE ${where.join(' AND ')} ORDER BY s.created_at, s.id`,
  ].join(' ');
}

/**
 * Dead deliveries (of one site, or all) back to pending and due at once: the worker's next sweep
 * (worker/forms/delivery-queue.ts) queues them again. Their attempts and last error stay on record.
 */
export function retrySql(site?: string): string {
  const scope = site ? ` AND submission_id IN (SELECT id FROM submissions WHERE site = ${literal(site)})` : '';
  return `UPDATE deliveries SET status = 'pending', next_attempt_at = '1970-01-01T00:00:00.000Z', lease_until = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE status = 'dead'${scope} RETURNING id`;
}

export interface ExportedRow {
  id: string;
  form: string;
  created_at: string;
  email: string;
  payload: string;
  deliveries: string | null;
}

/** One flat record per submission: its columns, the visitor's fields, then each delivery's state. */
export function flatten(row: ExportedRow): Record<string, string> {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const deliveries = JSON.parse(row.deliveries ?? '{}') as Record<string, string>;
  const fields = Object.fromEntries(
    Object.entries(payload)
      .filter(([name]) => name !== 'email')
      .map(([name, value]) => [name, String(value ?? '')]),
  );
  const states = Object.fromEntries(Object.entries(deliveries).map(([target, status]) => [`delivery_${target}`, status]));
  return { id: row.id, form: row.form, created_at: row.created_at, email: row.email, ...fields, ...states };
}

/** Visitor text a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** RFC 4180: a header of every column seen, fields quoted when they hold a comma, quote or line break. */
export function toCsv(records: readonly Record<string, string>[]): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const cell = (raw: string) => {
    const value = inert(raw);
    return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
  return `${[columns, ...records.map((record) => columns.map((column) => record[column] ?? ''))].map((cells) => cells.map(cell).join(',')).join('\r\n')}\r\n`;
}
