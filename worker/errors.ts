// Deep code throws these; worker/on-error.ts is the one place that turns them into answers.

export class AppError extends Error {
  readonly status: number = 500;

  /** Safe to show a visitor; never internals. A getter, so subclasses can override it. */
  get publicMessage(): string {
    return 'There was a problem processing your request. Please try again later.';
  }
}

export class SiteNotFound extends AppError {
  override readonly status = 404;
  constructor(readonly host: string) {
    super(`No site is configured for host ${host}`);
    this.name = 'SiteNotFound';
  }
  override get publicMessage() {
    return `No travel guide is configured for ${this.host}.`;
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
  constructor(what = 'page') {
    super(`Not found: ${what}`);
    this.name = 'NotFound';
  }
  override get publicMessage() {
    return 'The page you are looking for could not be found.';
  }
}

/** Bad visitor input: the message names the field and is safe to show. */
export class InvalidInput extends AppError {
  override readonly status = 400;
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'InvalidInput';
  }
  override get publicMessage() {
    return this.message;
  }
}

/** The content service failed and nothing cached could stand in. */
export class ContentUnavailable extends AppError {
  override readonly status = 503;
  constructor(message: string, readonly retryAfterSeconds = 60, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailable';
  }
  override get publicMessage() {
    return 'This guide is briefly unavailable while we reach our content service. Please try again in a minute.';
  }
}
