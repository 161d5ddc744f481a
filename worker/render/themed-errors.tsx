import type { Context } from 'hono';
import { ErrorView } from '../../ui/errors/ErrorView';
import type { AppEnv } from '../env';
import type { AppError } from '../errors';
import { setThemedErrorRenderer } from '../on-error';
import { log } from '../ops/log';
import { errorViewProps } from './error-view-props';
import { renderPage } from './render-page';
import { requestLocale } from './request-state';

/** A typed error as a page in the site's theme and layout. */
export function themedErrorPage(c: Context<AppEnv>, error: AppError): Promise<Response> {
  const props = errorViewProps(requestLocale(c), error);
  const page = (bare: boolean) =>
    renderPage(c, {
      head: { title: props.title, noindex: true },
      body: <ErrorView {...props} />,
      status: props.status,
      cache: 'none',
      bare,
    });
  // If building the layout is what failed, show the view alone.
  return page(false).catch((failure: unknown) => {
    log('error', 'render.error_page_failed', { message: failure instanceof Error ? failure.message : String(failure) });
    return page(true);
  });
}

/** Called once at start-up (worker/index.ts): error pages for known sites render in their theme. */
export function registerThemedErrorPages(): void {
  setThemedErrorRenderer(themedErrorPage);
}
