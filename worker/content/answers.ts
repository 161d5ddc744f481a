import type * as z from 'zod';
import { firstIssue } from '../../core/first-issue';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GeoApiError } from '../../core/geo-api-error';
import { ContentApiError, ContentShapeError, type UsageLimit } from './errors';

// Turning HTTP answers into values or typed errors (docs/product/content-api.md#responses).

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function copyUsageLimit(error: UsageLimit, headers: Headers): void {
  const info = headers.get('X-Usage-Limit-Info');
  const time = headers.get('X-Usage-Limit-Time');
  if (info !== null) error.usageLimitInfo = info;
  if (time !== null) error.usageLimitTime = time;
}

function errorBody(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') return error as Record<string, unknown>;
  }
  return {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The body's `data` when it is an object, else the body itself. */
function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) {
    const data = (body as { data: unknown }).data;
    if (data && typeof data === 'object') return data;
  }
  return body;
}

export async function contentAnswer(response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (response.status > 304) {
    const fields = errorBody(body);
    const error = new ContentApiError(response.status, text(fields.id), fields.data);
    copyUsageLimit(error, response.headers);
    throw error;
  }
  return unwrap(body);
}

export async function geoAnswer(response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (response.status > 304) {
    const fields = errorBody(body);
    const error = new GeoApiError(response.status as ContentfulStatusCode, { code: text(fields.code), type: text(fields.type), info: fields.info });
    copyUsageLimit(error, response.headers);
    throw error;
  }
  return unwrap(body);
}

/** `first`: a list answer shrinks to its first item, or null when empty. */
export function firstOf(value: unknown): unknown {
  if (value && typeof value === 'object' && Array.isArray((value as { index?: unknown }).index)) {
    return (value as { index: unknown[] }).index[0] ?? null;
  }
  return value;
}

/** An unexpected shape is a typed error naming the first bad field, never a crash further down. */
export function parseShape<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { path, message } = firstIssue(parsed.error);
  throw new ContentShapeError(path, message);
}
