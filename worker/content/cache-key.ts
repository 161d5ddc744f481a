import { sha256Hex } from '../../core/encoding/bytes';
import { keyHash } from '../key-hash';
import { memo } from '../memo';
import type { Params } from './client';

// "Results are cached per request hash" (docs/product/content-api.md#content-cache). The key is built only from what changes the
// answer: never host headers, cookies or anything else a visitor controls beyond the allow-list.

const allowedParams = new Set(['id', 'type', 'group', 'text', 'order', 'page', 'limit', 'locale', 'url', 'phase']);
const allowedPrefixes = ['filter[', 'after['];

function allowed(name: string): boolean {
  return allowedParams.has(name) || allowedPrefixes.some((prefix) => name.startsWith(prefix) && name.endsWith(']'));
}

export interface CacheKeyParts {
  siteId: string;
  path: string;
  params?: Params;
  locales: readonly string[];
  phases: readonly number[];
  /** Request body (geo calls), hashed as canonical JSON. */
  body?: object | null;
  /** The site's purge generation (worker/ops/purge): a purge moves every answer to a new key. */
  generation?: string;
}

/** Canonical JSON: object keys sorted at every depth, so equal values hash equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function cacheKeyMaterial(parts: Omit<CacheKeyParts, 'body'> & { body?: string }): string {
  const params = Object.entries(parts.params ?? {})
    .filter(([name, value]) => value !== undefined && allowed(name))
    .map(([name, value]) => [name, String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const material = [parts.siteId, parts.path, params, [...parts.locales], [...parts.phases], canonical(parts.body ?? null)];
  return JSON.stringify(parts.generation ? [...material, parts.generation] : material);
}

// A geo call's body is a route's whole geometry, the same frozen value on every page of that route
// (core/entry/geo.ts): its canonical JSON and hash are worked out once beside it, and the key material
// carries the hash, not thousands of coordinates to serialise and hash again on every request.
const bodyHash = memo((body: object) => sha256Hex(JSON.stringify(canonical(body))));

/** SHA-256 (hex) of the key material. */
export async function cacheKey(parts: CacheKeyParts): Promise<string> {
  const { body, ...rest } = parts;
  return keyHash(cacheKeyMaterial(body === undefined || body === null ? rest : { ...rest, body: await bodyHash(body) }));
}
