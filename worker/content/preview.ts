import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { siteSecrets } from '../tenancy/site-secrets';
import { PREVIEW_TOKEN_PARAM, verifyPreviewToken } from './preview-token';

export const PREVIEW_PHASES: readonly number[] = [1, 2, 3, 4];

export interface PreviewState {
  enabled: boolean;
  /** Entry phases this request may show: 1-4 in preview, the site's configured phases otherwise. */
  phases: readonly number[];
}

/** For page code: whether this request is a preview and which phases it may show. */
export function previewState(c: Context<AppEnv>): PreviewState {
  const enabled = c.get('preview') === true;
  return { enabled, phases: enabled ? PREVIEW_PHASES : c.get('site').config.content.phases };
}

async function requestsValidPreview(c: Context<AppEnv>): Promise<boolean> {
  if (c.req.query('preview') !== 'true') return false;
  const token = c.req.query(PREVIEW_TOKEN_PARAM);
  const siteId = c.get('site').config.id;
  const key = siteSecrets(c.env, siteId).previewKey;
  return Boolean(token && key && (await verifyPreviewToken(key, siteId, token)));
}

/**
 * After the site middleware: `preview=true` counts only with a valid token; a preview answer is
 * never stored by anyone and never indexed.
 */
export const previewMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const enabled = await requestsValidPreview(c);
  c.set('preview', enabled);
  await next();
  if (!enabled) return;
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex');
});
