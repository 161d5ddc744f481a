import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A geo API failure (docs/product/content-api.md#errors): the status and the `{ error: { code, info,
 * type } }` body. The embedded content service throws it to answer so, and the worker's geo client
 * throws it on reading such an answer, with the usage-limit headers it came with.
 */
export class GeoApiError extends Error {
  readonly code: string;
  readonly type: string;
  readonly info: unknown;
  /** X-Usage-Limit-Info and X-Usage-Limit-Time of a read answer (docs/product/content-api.md#errors). */
  usageLimitInfo?: string;
  usageLimitTime?: string;
  constructor(
    readonly status: ContentfulStatusCode,
    body: { code?: string; type?: string; info?: unknown },
  ) {
    const code = body.code ?? 'unknown';
    const type = body.type ?? 'unknown';
    const info = body.info ?? null;
    super(`Geo API error: ${JSON.stringify({ code, type, info })}`);
    this.name = 'GeoApiError';
    this.code = code;
    this.type = type;
    this.info = info;
  }
}
