import type { Locale } from '../../core/i18n/locales';
import { t } from '../../core/i18n/t';
import type { ErrorViewProps } from '../../ui/errors/ErrorView';
import { AppError, ContentUnavailable, NotFound } from '../errors';

/**
 * What a visitor reads about a failure. Texts come from the messages table; a 400 keeps its own
 * message, which names the field. Anything that is not a typed error counts as an internal one.
 */
export function errorViewProps(locale: Locale, failure: unknown): ErrorViewProps {
  const error = failure instanceof AppError ? failure : new AppError('Unhandled error', { cause: failure });
  const status = error.status;
  const title = status === 404 ? t(locale, 'error.notFoundTitle') : error instanceof ContentUnavailable ? t(locale, 'error.unavailableTitle') : t(locale, 'error.serverTitle');
  const message = error instanceof NotFound ? t(locale, 'error.notFound') : status >= 500 && !(error instanceof ContentUnavailable) ? t(locale, 'internal_error') : error.publicMessage;
  return { status, title, message, home: { href: '/', label: t(locale, 'error.backHome') } };
}
