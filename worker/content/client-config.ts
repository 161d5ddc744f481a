import { ContentConfigError } from './errors';

// Client configuration rules and messages of SPEC.md 5. Checked by hand rather than by one zod
// schema because the order of the checks decides which exact message a broken config gets.

export const DEFAULT_TIMEOUT_MS = 20000;

export const messages = {
  version: 'Unknown or unsupported API version in API client config',
  credentials: 'Missing API key/token in API client config',
  keyParts: 'Missing public and/or private API keys in API client config',
  project: 'Missing or invalid project ID in API client config',
  geoToken: 'Missing API token in API client config',
  phase: 'Invalid Entry phase in API client config',
} as const;

export interface ClientConfigInput {
  target?: 'content' | 'geo';
  version?: unknown;
  project?: unknown;
  key?: { public?: unknown; private?: unknown } | null;
  token?: unknown;
  user?: unknown;
  phases?: unknown;
  locales?: unknown;
  timeout?: unknown;
  /** Log each request (password fields masked). */
  log?: boolean;
}

export type ClientAuth =
  | { kind: 'key'; publicKey: string; privateKey: string; user?: string }
  | { kind: 'token'; token: string; user?: string };

export interface ClientConfig {
  target: 'content' | 'geo';
  version: 'v1';
  project: string;
  auth: ClientAuth;
  phases: number[];
  locales: string[];
  /** 0 means no limit, as in the HTTP client the wire contract comes from. */
  timeoutMs: number;
  log: boolean;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Non-numbers fall back to the default; negatives become 0. */
export function normalizeTimeout(timeout: unknown): number {
  if (typeof timeout !== 'number' || Number.isNaN(timeout)) return DEFAULT_TIMEOUT_MS;
  return Math.max(0, timeout);
}

function validPhases(phases: unknown): number[] {
  if (phases === undefined) return [4];
  if (!Array.isArray(phases) || phases.length === 0) throw new ContentConfigError('phases', messages.phase);
  for (const phase of phases) {
    if (!Number.isInteger(phase) || phase < 0 || phase > 4) throw new ContentConfigError('phases', messages.phase);
  }
  return [...new Set(phases as number[])].sort((a, b) => a - b);
}

function validLocales(locales: unknown): string[] {
  if (locales === undefined) return ['en'];
  if (!Array.isArray(locales) || !locales.every(nonEmpty)) throw new ContentConfigError('locales', 'Invalid locales in API client config');
  return locales.length ? locales : ['en'];
}

function validAuth(input: ClientConfigInput): ClientAuth {
  const user = nonEmpty(input.user) ? input.user : undefined;
  if (input.target === 'geo') {
    if (!nonEmpty(input.token)) throw new ContentConfigError('token', messages.geoToken);
    return { kind: 'token', token: input.token, user };
  }
  if (input.key) {
    if (!nonEmpty(input.key.public) || !nonEmpty(input.key.private)) throw new ContentConfigError('key', messages.keyParts);
    return { kind: 'key', publicKey: input.key.public, privateKey: input.key.private, user };
  }
  if (nonEmpty(input.token)) return { kind: 'token', token: input.token, user };
  throw new ContentConfigError('key', messages.credentials);
}

export function validateClientConfig(input: ClientConfigInput): ClientConfig {
  if (input.version !== 'v1') throw new ContentConfigError('version', messages.version);
  const target = input.target ?? 'content';
  const auth = validAuth({ ...input, target });
  if (target === 'content' && !nonEmpty(input.project)) throw new ContentConfigError('project', messages.project);
  return {
    target,
    version: 'v1',
    project: typeof input.project === 'string' ? input.project : '',
    auth,
    phases: validPhases(input.phases),
    locales: validLocales(input.locales),
    timeoutMs: normalizeTimeout(input.timeout),
    log: input.log === true,
  };
}
