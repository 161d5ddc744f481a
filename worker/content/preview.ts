import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { PREVIEW_TOKEN_PARAM, verifyPreviewToken } from './preview-token';

/** Entry phases a preview may show; an ordinary request shows the site's configured phases. */
export const PREVIEW_PHASES: readonly number[] = [1, 2, 3, 4];

/** `preview=true` counts only beside a valid, unexpired token signed with this site's preview key. */
export async function hasValidPreview(c: Context<AppEnv>): Promise<boolean> {
  if (c.req.query('preview') !== 'true') return false;
  const token = c.req.query(PREVIEW_TOKEN_PARAM);
  const siteId = c.var.site.config.id;
  const key = c.var.secrets.previewKey;
  return Boolean(token && key && (await verifyPreviewToken(key, siteId, token)));
}
