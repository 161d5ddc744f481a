import type { Context } from 'hono';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';

// GET /elements?id= and /contacts?id=: one id answers the object itself (SPEC.md 7: "single object
// with id"); a comma list answers { index, total } in the order asked.

function ids(c: Context<ServiceEnv>): string[] {
  const list = (c.req.query('id') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0) throw new ApiError(400, 'invalid_parameter', { param: 'id', message: 'id is required' });
  return list;
}

export function recordLookup(table: 'elements' | 'contacts') {
  return async (c: Context<ServiceEnv>) => {
    const wanted = ids(c);
    const { results } = await c.env.DB.prepare(`SELECT id, body FROM ${table} WHERE project = ? AND id IN (SELECT value FROM json_each(?))`)
      .bind(c.get('project'), JSON.stringify(wanted))
      .all<{ id: string; body: string }>();
    const byId = new Map(results.map((r) => [r.id, JSON.parse(r.body) as unknown]));
    if (wanted.length === 1) {
      const record = byId.get(wanted[0]!);
      if (!record) throw new ApiError(404, 'not_found', { [table === 'elements' ? 'element' : 'contact']: wanted[0] });
      return c.json({ data: record });
    }
    const index = wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
    return c.json({ data: { index, total: index.length } });
  };
}
