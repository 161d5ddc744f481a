import type { Locale } from '../../core/i18n/locales';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ErrorView } from '../../ui/errors/ErrorView';
import { log } from '../ops/log';
import { errorText } from '../errors';
import { t } from '../../core/i18n/t';
import { errorMessage } from '../../core/error-message';

/** The view's markup, in one piece. */
export interface ViewPart {
  markup: Promise<string>;
  /** False when the view failed and an error message stands in its place: such a page is not kept. */
  complete: Promise<boolean>;
}

/**
 * The view's markup. Its loader has already awaited all of its data (nothing in a view suspends),
 * so React renders it in one synchronous pass to one string: no stream of small encoded chunks to
 * copy, read and pass on (decision 028). A view that throws throws here, before any of it is sent.
 */
export function renderView(node: ReactNode): string {
  return renderToString(node);
}

/** A view whose data was ready before the response started (a failure there was the caller's to answer). */
export function readyView(markup: string): ViewPart {
  return { markup: Promise.resolve(markup), complete: Promise.resolve(true) };
}

/**
 * A view still loading its data after the response has started. The status is already sent, so a
 * failure becomes the error message in the view's place, in the visitor's language.
 */
export function pendingView(body: Promise<ReactNode>, url: string, locale: Locale): ViewPart {
  let complete = true;
  const markup = body.then(renderView).catch((error: unknown) => {
    complete = false;
    log('error', 'render.view_failed', { url, message: errorMessage(error) });
    return renderToString(<ErrorView {...errorText(error, locale)} home={{ href: '/', label: t(locale, 'error.backHome') }} />);
  });
  return { markup, complete: markup.then(() => complete) };
}
