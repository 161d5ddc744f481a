import type { Locale } from '../../core/i18n/locales';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { ErrorView } from '../../ui/errors/ErrorView';
import { log } from '../ops/log';
import { errorText } from '../errors';
import { t } from '../../core/i18n/t';
import { errorMessage } from '../../core/error-message';

type ViewStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

/** The view's markup once every Suspense boundary in it has resolved, in document order. */
export interface ViewPart {
  markup: Promise<string | ReadableStream<Uint8Array>>;
  /** False when the view failed and an error message stands in its place: such a page is not kept. */
  complete: Promise<boolean>;
}

function logFailure(url: string, error: unknown) {
  log('error', 'render.view_failed', { url, message: errorMessage(error) });
}

/**
 * Starts React on the view; resolves when the view's shell is ready, rejects when the view fails
 * outright. Suspended parts resolve later and are awaited (allReady) before the view is sent:
 * React's out-of-order reveal needs inline scripts, which the CSP forbids, and would leave content
 * hidden without JavaScript.
 */
export function openView(node: ReactNode, url: string): Promise<ViewStream> {
  // React outlines a finished boundary (fallback now, content later with an inline script) once the
  // markup before it passes progressiveChunkSize; the view is only read when complete, so never.
  return renderToReadableStream(node, { onError: (error) => logFailure(url, error), progressiveChunkSize: Number.POSITIVE_INFINITY });
}

function settled(view: ViewStream): Promise<ReadableStream<Uint8Array>> {
  return view.allReady.then(() => view);
}

/** A view whose shell React already rendered (a failure there was the caller's to answer). */
export function readyView(view: ViewStream): ViewPart {
  const markup = settled(view);
  return { markup, complete: markup.then(() => true) };
}

/**
 * A view still loading its data after the response has started. The status is already sent, so a
 * failure becomes the error message in the view's place, in the visitor's language.
 */
export function pendingView(body: Promise<ReactNode>, url: string, locale: Locale): ViewPart {
  let complete = true;
  const markup = body
    .then((node) => openView(node, url))
    .then(settled)
    .catch((error: unknown) => {
      complete = false;
      logFailure(url, error);
      return renderToString(<ErrorView {...errorText(error, locale)} home={{ href: '/', label: t(locale, 'error.backHome') }} />);
    });
  return { markup, complete: markup.then(() => complete) };
}
