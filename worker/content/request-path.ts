import { ContentConfigError } from './errors';

export const pathMessage = 'Invalid API endpoint path. Examples: `/entries`, `/geo/feature/types`';
export const dataMessage = 'Missing or invalid `data` property in request configuration object';

/** Trimmed, non-empty, never an absolute URL; one leading slash, no trailing slash. */
export function normalizePath(path: unknown): string {
  const trimmed = typeof path === 'string' ? path.trim() : '';
  if (!trimmed || /^http/i.test(trimmed)) throw new ContentConfigError('path', pathMessage);
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const withoutTrailing = withSlash.replace(/\/+$/, '');
  if (!withoutTrailing) throw new ContentConfigError('path', pathMessage);
  return withoutTrailing;
}

/** POST and PUT carry a data object. */
export function requireData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ContentConfigError('data', dataMessage);
  return data as Record<string, unknown>;
}
