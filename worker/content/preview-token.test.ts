import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token';

const key = 'preview-key-for-tests';
const now = 1_700_000_000;
/** The issuer the worker's own tokens name: forged tokens below differ from those in one claim only. */
const issuer = async () => decodeJwt(await signPreviewToken(key, 'islands', { nowSeconds: now })).iss!;

describe('preview tokens', () => {
  it('accepts a fresh token of the site signed with its key', async () => {
    const token = await signPreviewToken(key, 'islands', { nowSeconds: now });
    expect(await verifyPreviewToken(key, 'islands', token, now + 10)).toBe(true);
  });

  it('refuses another site, another key, an expired token, garbage', async () => {
    const token = await signPreviewToken(key, 'islands', { nowSeconds: now, ttlSeconds: 600 });
    expect(await verifyPreviewToken(key, 'canal-trail', token, now)).toBe(false);
    expect(await verifyPreviewToken('other-key', 'islands', token, now)).toBe(false);
    expect(await verifyPreviewToken(key, 'islands', token, now + 601)).toBe(false);
    expect(await verifyPreviewToken(key, 'islands', 'not.a.token', now)).toBe(false);
  });

  it('never issues more than an hour and refuses tokens that claim longer', async () => {
    const capped = await signPreviewToken(key, 'islands', { nowSeconds: now, ttlSeconds: 86_400 });
    expect(await verifyPreviewToken(key, 'islands', capped, now + 3599)).toBe(true);
    expect(await verifyPreviewToken(key, 'islands', capped, now + 3601)).toBe(false);
    const long = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(await issuer())
      .setAudience('islands')
      .setIssuedAt(now)
      .setExpirationTime(now + 7200)
      .sign(new TextEncoder().encode(key));
    expect(await verifyPreviewToken(key, 'islands', long, now + 60)).toBe(false);
  });

  it('writes tokens a JWT library reads, and refuses what it would refuse', async () => {
    const token = await signPreviewToken(key, 'islands', { nowSeconds: now, ttlSeconds: 600 });
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(key), { currentDate: new Date(now * 1000), audience: 'islands' });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ iss: await issuer(), aud: 'islands', iat: now, exp: now + 600 });
    const forge = (header: object, claims: object) =>
      new SignJWT({ aud: 'islands', ...claims })
        .setProtectedHeader({ alg: 'HS256', ...header })
        .setIssuer('travel-guide-preview')
        .sign(new TextEncoder().encode(key));
    expect(await verifyPreviewToken(key, 'islands', await forge({}, { aud: ['other', 'islands'], iat: now, exp: now + 60 }), now)).toBe(true);
    expect(await verifyPreviewToken(key, 'islands', await forge({}, { iat: now + 30, exp: now + 60 }), now), 'issued in the future').toBe(false);
    expect(await verifyPreviewToken(key, 'islands', await forge({}, { iat: now, nbf: now + 30, exp: now + 60 }), now), 'not yet valid').toBe(false);
    expect(await verifyPreviewToken(key, 'islands', await forge({ kid: 'other' }, { iat: now, exp: now + 60 }), now), 'a header beyond what the worker writes').toBe(false);
    const [header, , signature] = token.split('.');
    const claims = btoa(JSON.stringify({ ...payload, exp: now + 3600 })).replace(/=+$/, '');
    expect(await verifyPreviewToken(key, 'islands', `${header}.${claims}.${signature}`, now), 'claims changed after signing').toBe(false);
    expect(await verifyPreviewToken(key, 'islands', `${token}=`, now), 'not base64url').toBe(false);
  });

  it('refuses tokens without an issue time or with another algorithm', async () => {
    const noIat = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(await issuer())
      .setAudience('islands')
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(key));
    expect(await verifyPreviewToken(key, 'islands', noIat, now)).toBe(false);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(await issuer())
      .setAudience('islands')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(key.repeat(4)));
    expect(await verifyPreviewToken(key.repeat(4), 'islands', hs512, now)).toBe(false);
  });
});
