import * as z from 'zod';
import { base64url, fromBase64url } from '../../core/encoding/bytes';

// Preview tokens: HS256 JWTs signed with the site's previewKey secret, bound to the site through the
// audience and valid for at most an hour, so a leaked preview link dies quickly and works nowhere else.
// Written and checked with WebCrypto: the worker only ever reads the tokens it writes, one algorithm
// and four claims, which a JWT library covered at 5 KB of the gzipped bundle
// (docs/decisions/063-site-worker-size.md). Checked as RFC 7519 reads them: the signature over the
// token's own text first (WebCrypto compares in constant time), then a header of HS256 and nothing
// the worker does not write, the issuer, the audience, an issue time not in the future, an expiry
// still ahead, a not-before time passed.

const PREVIEW_ISSUER = 'travel-guide-preview';
export const PREVIEW_MAX_SECONDS = 3600;
/** Query parameter carrying the token beside preview=true. */
export const PREVIEW_TOKEN_PARAM = 'preview_token';

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const headerSchema = z.strictObject({ alg: z.literal('HS256'), typ: z.literal('JWT').optional() });
const claimsSchema = z.object({
  iss: z.literal(PREVIEW_ISSUER),
  aud: z.union([z.string(), z.array(z.string())]),
  iat: z.number(),
  exp: z.number(),
  nbf: z.number().optional(),
});

const text = new TextEncoder();

function hmacKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', text.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const encodePart = (value: object) => base64url(text.encode(JSON.stringify(value)));

/** A part's JSON, or undefined when it is not base64url of JSON. */
function decodePart(part: string): unknown {
  const bytes = fromBase64url(part);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

export async function signPreviewToken(key: string, siteId: string, options: { ttlSeconds?: number; nowSeconds?: number } = {}): Promise<string> {
  const ttl = Math.min(options.ttlSeconds ?? PREVIEW_MAX_SECONDS, PREVIEW_MAX_SECONDS);
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const signed = `${encodePart(HEADER)}.${encodePart({ iss: PREVIEW_ISSUER, aud: siteId, iat: now, exp: now + ttl })}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(key), text.encode(signed));
  return `${signed}.${base64url(new Uint8Array(signature))}`;
}

/** True only for an unexpired token of this site, signed with its key, lasting at most an hour. */
export async function verifyPreviewToken(key: string, siteId: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header = '', claims = '', signature = ''] = parts;
  const signatureBytes = fromBase64url(signature);
  if (!signatureBytes || !(await crypto.subtle.verify('HMAC', await hmacKey(key), signatureBytes, text.encode(`${header}.${claims}`)))) return false;
  if (!headerSchema.safeParse(decodePart(header)).success) return false;
  const read = claimsSchema.safeParse(decodePart(claims));
  if (!read.success) return false;
  const { aud, iat, exp, nbf } = read.data;
  const audiences = typeof aud === 'string' ? [aud] : aud;
  const age = nowSeconds - iat;
  return audiences.includes(siteId) && age >= 0 && age <= PREVIEW_MAX_SECONDS && exp > nowSeconds && (nbf === undefined || nbf <= nowSeconds) && exp - iat <= PREVIEW_MAX_SECONDS;
}
