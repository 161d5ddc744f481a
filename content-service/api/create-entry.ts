import type { Context } from 'hono';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import { importEntrySchema } from '../import/schema';
import { importStatements } from '../import/statements';
import { formatPath } from '../import/apply';
import { shapeEntry, type StoredEntry } from '../store/shape-entry';

// POST /{project}/v1/entries (docs/product/content-api.md#writes): the body is the entry itself, signed like any
// other body; the service assigns the id. Used for visitor reports, created unpublished.

/** The import shape without the fields the service owns; the phase is required, never defaulted to published. */
const newEntrySchema = importEntrySchema.omit({ id: true, created: true, updated: true }).extend({ phase: importEntrySchema.shape.phase.unwrap() }).strict();

const idempotencyKey = /^[A-Za-z0-9_.:-]{1,128}$/;

function invalid(param: string, message: string): never {
  throw new ApiError(400, 'invalid_parameter', { param, message });
}

async function storedEntry(db: D1Database, project: string, id: string): Promise<StoredEntry | null> {
  const row = await db.prepare('SELECT body FROM entries WHERE project = ? AND id = ?').bind(project, id).first<{ body: string }>();
  return row ? (JSON.parse(row.body) as StoredEntry) : null;
}

async function replayed(db: D1Database, project: string, key: string): Promise<StoredEntry | null> {
  const row = await db.prepare('SELECT entry_id FROM entry_requests WHERE project = ? AND key = ?').bind(project, key).first<{ entry_id: string }>();
  return row ? storedEntry(db, project, row.entry_id) : null;
}

export async function createEntry(c: Context<ServiceEnv>) {
  const project = c.get('project');
  const db = c.env.DB;
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !idempotencyKey.test(key)) invalid('Idempotency-Key', 'letters, digits and "_.:-", at most 128');
  const parsed = newEntrySchema.safeParse(c.get('body'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    invalid(formatPath(path) || 'body', issue.message);
  }
  const earlier = key ? await replayed(db, project, key) : null;
  if (earlier) return c.json({ data: shapeEntry(earlier, c.get('locale')) }, 200);

  const id = crypto.randomUUID();
  const now = new Date();
  const statements = importStatements(project, { entries: [{ ...parsed.data, id }], elements: [], contacts: [], embeds: [] }, { now });
  if (key) statements.push({ sql: 'INSERT INTO entry_requests (project, key, entry_id, created) VALUES (?, ?, ?, ?)', params: [project, key, id, now.toISOString()] });
  try {
    // One batch, one transaction: the entry and its key land together or not at all.
    await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
  } catch (error) {
    // The same key raced in: the other request's entry is the answer.
    const other = key ? await replayed(db, project, key) : null;
    if (other) return c.json({ data: shapeEntry(other, c.get('locale')) }, 200);
    throw error;
  }
  const created = await storedEntry(db, project, id);
  return c.json({ data: shapeEntry(created!, c.get('locale')) }, 201);
}
