import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../core/i18n/locales';
import { StandaloneErrorPage } from '../ui/errors/ErrorView';
import type { AppEnv } from './env';
import { asAppError, ContentUnavailable, EnvironmentInvalid, errorText, InvalidInput, SiteMisconfigured, SiteNotFound } from './errors';
import { log } from './ops/log';
import { themedErrorPage } from './render/render-page';
import { wantsJson } from './wants-json';

/**
 * The single error path: typed errors become pages or JSON with their status and their text from the
 * messages table; anything else is a logged 500 that shows no internals. A known site answers in its
 * own theme and language; an unknown or broken host gets the standalone page.
 */
export async function onError(err: Error, c: Context<AppEnv>): Promise<Response> {
  const error = asAppError(err);
  if (error instanceof SiteMisconfigured) {
    log('error', 'site.misconfigured', { host: error.host, field: error.field, message: error.message });
  } else if (error instanceof EnvironmentInvalid) {
    log('error', 'environment.invalid', { variable: error.variable, message: error.message });
  } else if (error.status >= 500) {
    const requestId = (c.var as Partial<AppEnv['Variables']>).metrics?.requestId;
    log('error', 'request.failed', { requestId, path: new URL(c.req.url).pathname, name: err.name, message: err.message, stack: err.stack });
  }
  // The failure may come before the request state was derived (an unknown host, a bad record).
  const known = c.var as Partial<AppEnv['Variables']>;
  const locale: Locale = known.locale ?? known.site?.config.defaultLocale ?? 'en';
  const status = error.status;
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...error.answerHeaders() };
  if (error instanceof ContentUnavailable) headers['Retry-After'] = String(error.retryAfterSeconds);
  const text = errorText(error, locale);
  if (wantsJson(c)) {
    const field = error instanceof InvalidInput ? { field: error.field } : {};
    return c.json({ error: { status, id: error.answerId(), ...field, message: text.message } }, status, headers);
  }
  if (known.site && !(error instanceof SiteNotFound)) {
    if (!known.locale) c.set('locale', locale);
    if (known.route === undefined) c.set('route', null);
    if (known.preview === undefined) c.set('preview', false);
    const themed = await themedErrorPage(c, text);
    for (const [name, value] of Object.entries(headers)) themed.headers.set(name, value);
    return themed;
  }
  return c.html(`<!DOCTYPE html>${renderToString(<StandaloneErrorPage {...text} />)}`, status, headers);
}
