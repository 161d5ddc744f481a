import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../core/i18n/locales';
import { type MessageKey, type MessageParams, t } from '../core/i18n/t';

// Deep code throws these, in the manner of Hono's HTTPException: a typed status and what the visitor
// reads. worker/on-error.tsx is the one place that turns them into answers; anything else is a 500.

export class AppError extends Error {
  readonly status: ContentfulStatusCode = 500;
  /** The visitor's text, from the messages table; never internals. */
  protected readonly messageKey: MessageKey = 'internal_error';
  protected readonly messageParams: MessageParams | undefined = undefined;

  visitorMessage(locale: Locale): string {
    return t(locale, this.messageKey, this.messageParams);
  }
}

/** One title per status, from the messages table. */
export function statusTitle(status: number, locale: Locale): string {
  if (status === 404) return t(locale, 'error.notFoundTitle');
  if (status === 503) return t(locale, 'error.unavailableTitle');
  if (status === 400) return t(locale, 'error.invalidTitle');
  return t(locale, 'error.serverTitle');
}

export class SiteNotFound extends AppError {
  override readonly status = 404;
  protected override readonly messageKey = 'error.siteNotFound';
  protected override readonly messageParams: MessageParams;
  constructor(readonly host: string) {
    super(`No site is configured for host ${host}`);
    this.name = 'SiteNotFound';
    this.messageParams = { host };
  }
}

export class SiteMisconfigured extends AppError {
  override readonly status = 500;
  constructor(readonly host: string, readonly field: string, detail: string) {
    super(`Invalid site record for ${host}: ${field}: ${detail}`);
    this.name = 'SiteMisconfigured';
  }
}

export class NotFound extends AppError {
  override readonly status = 404;
  protected override readonly messageKey = 'error.notFound';
  constructor(what = 'page') {
    super(`Not found: ${what}`);
    this.name = 'NotFound';
  }
}

/** Bad visitor input: the message names the field and is safe to show as it is. */
export class InvalidInput extends AppError {
  override readonly status = 400;
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'InvalidInput';
  }
  override visitorMessage(): string {
    return this.message;
  }
}

/** The content service failed and nothing cached could stand in. */
export class ContentUnavailable extends AppError {
  override readonly status = 503;
  protected override readonly messageKey = 'error.unavailable';
  constructor(message: string, readonly retryAfterSeconds = 60, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailable';
  }
}

/** What a visitor reads about a failure: its status, the status's title and the error's own text. */
export interface ErrorText {
  status: ContentfulStatusCode;
  title: string;
  message: string;
}

export function asAppError(failure: unknown): AppError {
  return failure instanceof AppError ? failure : new AppError('Unhandled error', { cause: failure });
}

export function errorText(failure: unknown, locale: Locale): ErrorText {
  const error = asAppError(failure);
  return { status: error.status, title: statusTitle(error.status, locale), message: error.visitorMessage(locale) };
}
