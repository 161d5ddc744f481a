import type { Context } from 'hono';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import type { LocalizedText } from '../import/schema';
import { localize } from '../store/locale';

// GET /elements?id= and /contacts?id=: one id answers the object itself (docs/product/content-api.md#entries: "single object
// with id"); a comma list answers { index, total } in the order asked.

function ids(c: Context<ServiceEnv>): string[] {
  const list = (c.req.query('id') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new ApiError(400, 'invalid_parameter', { param: 'id', message: 'id is required' });
  return list;
}

/** Element names may be stored per locale; the wire name is the request locale's string. */
function shapeRecord(table: 'elements' | 'contacts', record: Record<string, unknown>, locale: string): unknown {
  if (table === 'contacts' || record.name == null) return record;
  return { ...record, name: localize(record.name as LocalizedText, locale) };
}

export function recordLookup(table: 'elements' | 'contacts') {
  return async (c: Context<ServiceEnv>) => {
    const wanted = ids(c);
    const { results } = await c.env.DB.prepare(`SELECT id, body FROM ${table} WHERE project = ? AND id IN (SELECT value FROM json_each(?))`)
      .bind(c.get('project'), JSON.stringify(wanted))
      .all<{ id: string; body: string }>();
    const byId = new Map(results.map((r) => [r.id, shapeRecord(table, JSON.parse(r.body) as Record<string, unknown>, c.get('locale'))]));
    if (wanted.length === 1) {
      const record = byId.get(wanted[0]!);
      if (!record) throw new ApiError(404, 'not_found', { [table === 'elements' ? 'element' : 'contact']: wanted[0] });
      return c.json({ data: record });
    }
    const index = wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
    return c.json({ data: { index, total: index.length } });
  };
}

/** Unknown urls get the placeholder the client would fall back to anyway (docs/product/content-api.md#entries). */
const PLACEHOLDER_OEMBED = { author_name: 'Unknown', thumbnail_url: '' };

export async function embedData(c: Context<ServiceEnv>) {
  const url = c.req.query('url');
  if (!url) throw new ApiError(400, 'invalid_parameter', { param: 'url', message: 'url is required' });
  const row = await c.env.DB.prepare('SELECT body FROM embeds WHERE project = ? AND url = ?').bind(c.get('project'), url).first<{ body: string }>();
  const oembed = row ? (JSON.parse(row.body) as { oembed: Record<string, unknown> }).oembed : { ...PLACEHOLDER_OEMBED, url };
  return c.json({ data: { oembed } });
}
