import { toHex } from './encoding/bytes';

// The Elebase key-pair scheme (docs/product/content-api.md#authentication): HMAC-SHA256 over JSON.stringify(body) + time, or time
// alone without a body, hex-encoded. Shared by the content client (signs) and the embedded content
// service (verifies), so both sides agree by construction.

/** The HMAC key of a secret. Importing is not free: a caller that signs often imports once and passes the key. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** A secret's text is imported for the one call; a key imported before is used as it is. */
function keyOf(secret: string | CryptoKey): Promise<CryptoKey> {
  return typeof secret === 'string' ? hmacKey(secret) : Promise.resolve(secret);
}

export function signatureMessage(body: unknown, time: string): string {
  return body === undefined || body === null ? time : JSON.stringify(body) + time;
}

export async function sign(privateKey: string | CryptoKey, body: unknown, time: string): Promise<string> {
  const key = await keyOf(privateKey);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signatureMessage(body, time)));
  return toHex(mac);
}

/** Seconds-resolution Unix time, rounded, as the scheme wants it. */
export function signatureTime(nowMs: number = Date.now()): string {
  return String(Math.round(nowMs / 1000));
}

export interface SignedHeaderParts {
  publicKey: string;
  signature: string;
  time: string;
  user?: string;
}

/** Empty parts are left out of the colon-joined list. */
export function elebaseAuthorization(parts: SignedHeaderParts): string {
  return `Elebase ${[parts.publicKey, parts.signature, parts.time, parts.user].filter((p) => p).join(':')}`;
}

export function basicAuthorization(token: string, user = ''): string {
  return `Basic ${btoa(`${user}:${token}`)}`;
}

export interface ParsedAuthorization {
  scheme: 'Elebase';
  publicKey: string;
  signature: string;
  time: string;
  user?: string;
}

export function parseElebaseAuthorization(header: string | null): ParsedAuthorization | null {
  const match = /^Elebase ([^:\s]+):([0-9a-f]{64}):(\d+)(?::(.+))?$/.exec(header ?? '');
  if (!match) return null;
  const [, publicKey, signature, time, user] = match;
  return { scheme: 'Elebase', publicKey: publicKey!, signature: signature!, time: time!, user };
}

/** Constant-time check: WebCrypto's verify compares MACs without leaking where they differ. */
export async function verifySignedMessage(privateKey: string | CryptoKey, message: string, signatureHex: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signatureHex)) return false;
  const bytes = new Uint8Array(signatureHex.match(/../g)!.map((h) => parseInt(h, 16)));
  const key = await keyOf(privateKey);
  return crypto.subtle.verify('HMAC', key, bytes, new TextEncoder().encode(message));
}
