import type { SiteSecrets } from '../tenancy/site-secrets';
import { ContentConfigError } from './errors';

// Everything else a client needs comes from the site config, which zod has already checked; the
// credentials are worker secrets that no schema sees, so they are checked here (the texts of docs/product/texts-and-errors.md#developer-facing-texts).

const messages = {
  credentials: 'Missing API key/token in API client config',
  keyParts: 'Missing public and/or private API keys in API client config',
} as const;

export type ClientAuth = { kind: 'key'; publicKey: string; privateKey: string } | { kind: 'token'; token: string };

export interface ClientConfig {
  project: string;
  version: 'v1';
  auth: ClientAuth;
  phases: readonly number[];
  locales: readonly string[];
  /** 0 means no limit. */
  timeoutMs: number;
}

/** A key pair when either part is set (then both must be), else a token. */
export function clientAuth(secrets: SiteSecrets): ClientAuth {
  const { contentPublicKey: publicKey, contentPrivateKey: privateKey, contentToken: token } = secrets;
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new ContentConfigError('key', messages.keyParts);
    return { kind: 'key', publicKey, privateKey };
  }
  if (token) return { kind: 'token', token };
  throw new ContentConfigError('key', messages.credentials);
}
