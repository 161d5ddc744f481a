import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { environmentOf } from '../env';
import { ProviderUnavailable } from '../errors';
import { recorded, scriptFault } from '../../test/support/forms/stand-ins';
import { providerFetch } from './providers';
import { verifyCaptcha } from './siteverify';

// The verifier through the PROVIDERS binding and its stand-in, as the report form calls it.

const settings = { provider: 'recaptcha', siteKey: 'site-key', timeoutMs: 300 } as const;
const check = (token: string, more: Partial<Parameters<typeof verifyCaptcha>[0]> = {}) =>
  verifyCaptcha({ settings, secret: 'secret', token, remoteIp: '198.51.100.4', send: providerFetch(env, environmentOf(env)), ...more });

describe('verifyCaptcha', () => {
  it('passes a token the verifier accepts and fails one it rejects', async () => {
    expect(await check(`pass-${crypto.randomUUID()}`)).toBe(true);
    expect(await check(`fail-${crypto.randomUUID()}`)).toBe(false);
  });

  it("speaks Turnstile's siteverify at its own URL", async () => {
    const token = `pass-turnstile-${crypto.randomUUID()}`;
    expect(await check(token, { settings: { ...settings, provider: 'turnstile' } })).toBe(true);
    expect((await recorded('captcha', token))[0]!.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
  });

  it('fails closed when the verifier does not answer in time', async () => {
    const token = `pass-slow-${crypto.randomUUID()}`;
    await scriptFault('captcha', token, 1, 'hang');
    const started = Date.now();
    await expect(check(token)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails closed without a secret, and when the verifier blames our keys', async () => {
    await expect(check('pass-nosecret', { secret: undefined })).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(check('pass-empty-secret', { secret: '' })).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(check('pass-wrong-key', { secret: 'invalid-key' })).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
