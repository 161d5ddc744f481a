import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import { ErrorView } from '../../ui/errors/ErrorView';
import type { AppEnv } from '../env';
import type { ErrorText } from '../errors';
import { log } from '../ops/log';
import { renderPage } from './render-page';
import { errorMessage } from '../../core/error-message';

/** A failure as a page in the site's theme and layout (worker/on-error.tsx decides its text). */
export function themedErrorPage(c: Context<AppEnv>, text: ErrorText): Promise<Response> {
  const home = { href: '/', label: t(c.var.locale, 'error.backHome') };
  const page = (bare: boolean) =>
    renderPage(c, { head: { title: text.title, noindex: true }, body: <ErrorView {...text} home={home} />, status: text.status, cache: 'none', bare });
  // If building the layout is what failed, show the view alone.
  return page(false).catch((failure: unknown) => {
    log('error', 'render.error_page_failed', { message: errorMessage(failure) });
    return page(true);
  });
}
