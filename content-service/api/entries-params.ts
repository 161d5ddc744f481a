import * as z from 'zod';
import { ApiError } from '../errors';
import { normalizeBound } from '../import/statements';

// GET /{project}/v1/entries query parameters (docs/product/content-api.md#entries), validated with the parameter name in
// the error.

const list = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
);

const elementId = /^[A-Za-z0-9_-]+$/;

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 500;

const paramsSchema = z.object({
  id: list.optional(),
  type: list.optional(),
  /** entity group ids: entries in any of them */
  group: list.optional(),
  phase: list
    .transform((values) => values.map(Number))
    .pipe(z.array(z.number().int().min(0).max(4)).min(1))
    .default([4]),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/)
    .optional(),
  text: z.string().trim().max(200).optional(),
  order: z
    .string()
    .regex(/^-?([A-Za-z0-9_-]+|date_time\.created|date_time\.updated)$/)
    .default('-date_time.created'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
});

export type EntriesParams = z.infer<typeof paramsSchema> & {
  /** element id -> option ids (any of) */
  filters: Record<string, string[]>;
  /** element id -> ISO bound: a range of that datetime element must end after it */
  after: Record<string, string>;
};

function invalid(param: string, message: string): never {
  throw new ApiError(400, 'invalid_parameter', { param, message });
}

function bracketed(search: URLSearchParams, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) {
    const match = new RegExp(`^${name}\\[(.+)\\]$`).exec(key);
    if (!match) continue;
    if (!elementId.test(match[1]!)) invalid(key, 'element ids are letters, digits, "_" and "-"');
    out[match[1]!] = value;
  }
  return out;
}

export function parseEntriesParams(search: URLSearchParams): EntriesParams {
  const plain: Record<string, string> = {};
  for (const key of ['id', 'type', 'group', 'phase', 'locale', 'text', 'order', 'page', 'limit']) {
    const value = search.get(key);
    if (value !== null && value !== '') plain[key] = value;
  }
  const result = paramsSchema.safeParse(plain);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    invalid(String(issue.path[0] ?? ''), issue.message);
  }
  const filters = Object.fromEntries(
    Object.entries(bracketed(search, 'filter')).map(([el, v]) => [
      el,
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ]),
  );
  const after: Record<string, string> = {};
  for (const [el, value] of Object.entries(bracketed(search, 'after'))) {
    if (Number.isNaN(Date.parse(value))) invalid(`after[${el}]`, 'expected an ISO date');
    after[el] = normalizeBound(value, 'start');
  }
  return { ...result.data, filters, after };
}
