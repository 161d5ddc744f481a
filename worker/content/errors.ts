import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../errors';

// Typed failures of the content and geo clients (the geo API's answer is core/geo-api-error.ts). Page
// code rarely sees them: contentFor() turns upstream trouble into stale answers or ContentUnavailable
// (worker/errors.ts).

/** Credentials that can never work; the message is the exact text of docs/product/texts-and-errors.md#developer-facing-texts. */
export class ContentConfigError extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ContentConfigError';
  }
}

/** No HTTP answer at all: 'timeout of {n}ms exceeded' or 'Network Error'. */
export class ContentTransportError extends AppError {
  override readonly status = 502;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentTransportError';
  }
}

export interface UsageLimit {
  usageLimitInfo?: string;
  usageLimitTime?: string;
}

/** Content API answered with a status above 304 (docs/product/content-api.md#errors). */
export class ContentApiError extends AppError implements UsageLimit {
  override readonly status: ContentfulStatusCode;
  readonly id: string;
  readonly data: unknown;
  usageLimitInfo?: string;
  usageLimitTime?: string;
  constructor(status: number, id: string | undefined, data: unknown) {
    super(id === undefined ? 'API error: null' : `API error: ${JSON.stringify({ id, data: data ?? null })}`);
    this.name = 'ContentApiError';
    this.status = status as ContentfulStatusCode;
    this.id = id ?? 'unknown';
    this.data = data ?? null;
  }
}

/** An answer whose shape breaks core/content-shapes.ts; `path` names the first bad field. */
export class ContentShapeError extends AppError {
  override readonly status = 502;
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Unexpected content API answer at ${path || '(root)'}: ${detail}`);
    this.name = 'ContentShapeError';
  }
}
