import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import { ErrorView } from '../../ui/errors/ErrorView';
import type { AppEnv } from '../env';
import { type AppError, ContentUnavailable, NotFound } from '../errors';
import { setThemedErrorRenderer } from '../on-error';
import { log } from '../ops/log';
import { renderPage } from './render-page';
import { requestLocale } from './request-state';

/**
 * A typed error as a page in the site's theme and layout. Visitor-facing texts come from the
 * messages table; a 400 keeps its own message, which names the field.
 */
export function themedErrorPage(c: Context<AppEnv>, error: AppError): Promise<Response> {
  const locale = requestLocale(c);
  const status = error.status;
  const title = status === 404 ? t(locale, 'error.notFoundTitle') : error instanceof ContentUnavailable ? t(locale, 'error.unavailableTitle') : t(locale, 'error.serverTitle');
  const message = error instanceof NotFound ? t(locale, 'error.notFound') : status >= 500 && !(error instanceof ContentUnavailable) ? t(locale, 'internal_error') : error.publicMessage;
  const page = (bare: boolean) =>
    renderPage(c, {
      head: { title, noindex: true },
      body: <ErrorView status={status} title={title} message={message} home={{ href: '/', label: t(locale, 'error.backHome') }} />,
      status,
      cache: 'none',
      bare,
    });
  // The layout needs the route table and notices; if building it is what failed, show the view alone.
  return page(false).catch((failure: unknown) => {
    log('error', 'render.error_page_failed', { message: failure instanceof Error ? failure.message : String(failure) });
    return page(true);
  });
}

/** Called once at start-up (worker/index.ts): error pages for known sites render in their theme. */
export function registerThemedErrorPages(): void {
  setThemedErrorRenderer(themedErrorPage);
}
