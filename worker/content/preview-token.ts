import { jwtVerify, SignJWT } from 'jose';

// Preview tokens: HS256 JWTs signed with the site's previewKey secret, bound to the site through the
// audience and valid for at most an hour, so a leaked preview link dies quickly and works nowhere else.

const PREVIEW_ISSUER = 'travel-guide-preview';
export const PREVIEW_MAX_SECONDS = 3600;
/** Query parameter carrying the token beside preview=true. */
export const PREVIEW_TOKEN_PARAM = 'preview_token';

const secret = (key: string) => new TextEncoder().encode(key);

export async function signPreviewToken(key: string, siteId: string, options: { ttlSeconds?: number; nowSeconds?: number } = {}): Promise<string> {
  const ttl = Math.min(options.ttlSeconds ?? PREVIEW_MAX_SECONDS, PREVIEW_MAX_SECONDS);
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(PREVIEW_ISSUER)
    .setAudience(siteId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(secret(key));
}

/** True only for an unexpired token of this site, signed with its key, lasting at most an hour. */
export async function verifyPreviewToken(key: string, siteId: string, token: string, nowSeconds?: number): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, secret(key), {
      algorithms: ['HS256'],
      issuer: PREVIEW_ISSUER,
      audience: siteId,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: PREVIEW_MAX_SECONDS,
      currentDate: nowSeconds === undefined ? undefined : new Date(nowSeconds * 1000),
    });
    return payload.exp! - payload.iat! <= PREVIEW_MAX_SECONDS;
  } catch {
    return false;
  }
}
