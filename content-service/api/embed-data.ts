import type { Context } from 'hono';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';

/** Unknown urls get the placeholder the client would fall back to anyway (docs/product/content-api.md#entries). */
export const PLACEHOLDER_OEMBED = { author_name: 'Unknown', thumbnail_url: '' };

export async function embedData(c: Context<ServiceEnv>) {
  const url = c.req.query('url');
  if (!url) throw new ApiError(400, 'invalid_parameter', { param: 'url', message: 'url is required' });
  const row = await c.env.DB.prepare('SELECT body FROM embeds WHERE project = ? AND url = ?').bind(c.get('project'), url).first<{ body: string }>();
  const oembed = row ? (JSON.parse(row.body) as { oembed: Record<string, unknown> }).oembed : { ...PLACEHOLDER_OEMBED, url };
  return c.json({ data: { oembed } });
}
