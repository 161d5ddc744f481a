import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { renderToString } from 'react-dom/server';
import { StandaloneErrorPage } from '../ui/errors/StandaloneErrorPage';
import type { AppEnv } from './env';
import { AppError, ContentUnavailable, SiteMisconfigured, SiteNotFound } from './errors';
import { log } from './ops/log';
import { wantsJson } from './wants-json';

export type ErrorPageRenderer = (c: Context<AppEnv>, error: AppError) => Response | Promise<Response>;

let themedRenderer: ErrorPageRenderer | undefined;

/** Pages register the site-themed error page here; before a site is known the standalone one answers. */
export function setThemedErrorRenderer(renderer: ErrorPageRenderer): void {
  themedRenderer = renderer;
}

function titleFor(error: AppError): string {
  if (error instanceof SiteNotFound) return 'Site not configured';
  if (error.status === 404) return 'Page not found';
  if (error.status === 503) return 'Temporarily unavailable';
  if (error.status === 400) return 'Invalid request';
  return 'Something went wrong';
}

/** The single error path: typed errors become pages or JSON; anything else is a logged 500. */
export async function onError(err: Error, c: Context<AppEnv>): Promise<Response> {
  const error = err instanceof AppError ? err : new AppError('Unhandled error', { cause: err });
  const status = error.status as ContentfulStatusCode;
  if (error instanceof SiteMisconfigured) {
    log('error', 'site.misconfigured', { host: error.host, field: error.field, message: error.message });
  } else if (status >= 500) {
    log('error', 'request.failed', { url: c.req.url, name: err.name, message: err.message, stack: err.stack });
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (error instanceof ContentUnavailable) headers['Retry-After'] = String(error.retryAfterSeconds);
  if (wantsJson(c)) {
    return c.json({ error: { status, message: error.publicMessage } }, status, headers);
  }
  if (themedRenderer && c.get('site') && !(error instanceof SiteNotFound)) {
    const themed = await themedRenderer(c, error);
    for (const [name, value] of Object.entries(headers)) themed.headers.set(name, value);
    return themed;
  }
  const html = renderToString(<StandaloneErrorPage status={status} title={titleFor(error)} message={error.publicMessage} />);
  return c.html(`<!DOCTYPE html>${html}`, status, headers);
}
