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
  /** Set only where the status's own title would mislead (an unknown host is not a missing page). */
  protected readonly titleKey: MessageKey | undefined = undefined;

  visitorMessage(locale: Locale): string {
    return t(locale, this.messageKey, this.messageParams);
  }

  visitorTitle(locale: Locale): string {
    return this.titleKey ? t(locale, this.titleKey) : statusTitle(this.status, locale);
  }

  /** The id a JSON answer carries, for scripts to branch on: the message key unless a subclass names one. */
  answerId(): string {
    return this.messageKey;
  }

  /** Headers the answer needs besides the status (Retry-After, a fresh cookie). */
  answerHeaders(): Record<string, string> {
    return {};
  }
}

/** One title per status, from the messages table. */
function statusTitle(status: number, locale: Locale): string {
  if (status === 404) return t(locale, 'error.notFoundTitle');
  if (status === 503) return t(locale, 'error.unavailableTitle');
  if (status === 429) return t(locale, 'error.tooManyTitle');
  if (status >= 400 && status < 500) return t(locale, 'error.invalidTitle');
  return t(locale, 'error.serverTitle');
}

export class SiteNotFound extends AppError {
  override readonly status = 404;
  protected override readonly messageKey = 'error.siteNotFound';
  protected override readonly titleKey = 'error.siteNotFoundTitle';
  protected override readonly messageParams: MessageParams;
  constructor(readonly host: string) {
    super(`No site is configured for host ${host}`);
    this.name = 'SiteNotFound';
    this.messageParams = { host };
  }
}

export class SiteMisconfigured extends AppError {
  override readonly status = 500;
  constructor(
    readonly host: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid site record for ${host}: ${field}: ${detail}`);
    this.name = 'SiteMisconfigured';
  }
}

/** A worker variable or site secret missing or malformed (worker/env.ts): the log names it, the visitor reads a server error. */
export class EnvironmentInvalid extends AppError {
  override readonly status = 500;
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'EnvironmentInvalid';
  }
}

/** A PMTiles archive a site config names is missing from the BASEMAPS bucket or not one the map can draw. */
export class BasemapArchiveUnavailable extends AppError {
  override readonly status = 503;
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(`Basemap archive ${key}: ${detail}`);
    this.name = 'BasemapArchiveUnavailable';
  }
  override answerId(): string {
    return 'basemap_archive_unavailable';
  }
}

/** The card worker (CARDS binding) did not draw a page's share card. */
export class CardUnavailable extends AppError {
  override readonly status = 503;
  constructor(detail: string) {
    super(`Share card: ${detail}`);
    this.name = 'CardUnavailable';
  }
  override answerId(): string {
    return 'card_unavailable';
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
  override readonly status: ContentfulStatusCode = 400;
  constructor(
    readonly field: string,
    message: string,
    private readonly id = 'invalid_input',
  ) {
    super(message);
    this.name = 'InvalidInput';
  }
  override visitorMessage(): string {
    return this.message;
  }
  override answerId(): string {
    return this.id;
  }
}

/** A body over the size limit. */
export class PayloadTooLarge extends InvalidInput {
  override readonly status = 413;
  constructor(message: string) {
    super('body', message, 'payload_too_large');
    this.name = 'PayloadTooLarge';
  }
}

/** A body in a format the endpoint does not read. */
export class UnsupportedMediaType extends InvalidInput {
  override readonly status = 415;
  constructor(message: string) {
    super('body', message, 'unsupported_media_type');
    this.name = 'UnsupportedMediaType';
  }
}

/** A request to an operator endpoint without valid credentials (a webhook signature, a token). */
export class Unauthorized extends AppError {
  override readonly status = 401;
  constructor(
    private readonly id: 'bad_signature' | 'signature_expired' | 'bad_token',
    message: string,
  ) {
    super(message);
    this.name = 'Unauthorized';
  }
  override visitorMessage(): string {
    return this.message;
  }
  override answerId(): string {
    return this.id;
  }
}

/** A state-changing post another site's page made (docs/product/forms.md#the-post: Origin / Sec-Fetch-Site). */
export class CrossSiteRefused extends AppError {
  override readonly status = 403;
  protected override readonly messageKey = 'form.crossSite';
  constructor(detail: string) {
    super(`Cross-site post refused: ${detail}`);
    this.name = 'CrossSiteRefused';
  }
}

/** A script's post without the double-submit token; the answer hands out a fresh cookie to retry with. */
export class XsrfRefused extends AppError {
  override readonly status = 403;
  protected override readonly messageKey = 'form.xsrf';
  constructor(private readonly freshCookie: string) {
    super('XSRF token missing or not matching its cookie');
    this.name = 'XsrfRefused';
  }
  override answerHeaders(): Record<string, string> {
    return { 'Set-Cookie': this.freshCookie };
  }
}

export class TooManyRequests extends AppError {
  override readonly status = 429;
  protected override readonly messageKey = 'form.rateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super('Rate limit exceeded');
    this.name = 'TooManyRequests';
  }
  override answerHeaders(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** A provider a request must wait for (the captcha verifier) failed: refuse rather than guess. */
export class ProviderUnavailable extends AppError {
  override readonly status = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds = 60,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
  override answerHeaders(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/**
 * The maps service refused or failed a directions call. The answer's id is the provider's own code
 * (docs/product/maps.md#directions: NoRoute, InvalidInput, …): a trip it cannot route is 422, its outage or refusal of
 * our credentials 502.
 */
export class DirectionsFailed extends AppError {
  override readonly status: ContentfulStatusCode;
  protected override readonly messageKey = 'map.directionsFailed';
  constructor(
    readonly code: string,
    providerStatus: number,
    options?: { cause?: unknown },
  ) {
    super(`directions failed: ${code}`, options);
    this.name = 'DirectionsFailed';
    this.status = providerStatus === 200 || providerStatus === 422 ? 422 : 502;
  }
  override answerId(): string {
    return this.code;
  }
}

/** The content service failed and nothing cached could stand in. */
export class ContentUnavailable extends AppError {
  override readonly status = 503;
  protected override readonly messageKey = 'error.unavailable';
  constructor(
    message: string,
    readonly retryAfterSeconds = 60,
    options?: { cause?: unknown },
  ) {
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
  return { status: error.status, title: error.visitorTitle(locale), message: error.visitorMessage(locale) };
}
