import * as z from 'zod';
import { errorMessage } from '../../core/error-message';
import type { FormSettings } from '../../core/site-config';
import { ProviderUnavailable } from '../errors';
import { log } from '../ops/log';
import { callProvider, type ProviderFetch } from './providers';

// Server-side captcha verification. reCAPTCHA and Turnstile share the siteverify wire format: a form
// post of secret, response and remoteip, answered { success, "error-codes": [...] }.

const standardVerifyUrls: Record<FormSettings['captcha']['provider'], string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

const answerSchema = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

/** Codes that blame our configuration, not the visitor's token. */
const ourFault = new Set(['missing-input-secret', 'invalid-input-secret', 'invalid-keys', 'bad-request']);

interface CaptchaCheck {
  settings: FormSettings['captcha'];
  secret: string | undefined;
  token: string;
  remoteIp: string | undefined;
  send: ProviderFetch;
}

function unavailable(reason: string, detail: Record<string, unknown> = {}): never {
  log('error', 'forms.captcha_unavailable', { reason, ...detail });
  throw new ProviderUnavailable(`Captcha verification unavailable: ${reason}`);
}

/**
 * True for a token the provider accepts, false for one it rejects. Fails closed: a missing secret,
 * an unreachable, slow or garbled verifier, or a verdict that blames our keys throws
 * ProviderUnavailable (503) instead of letting the post through.
 */
export async function verifyCaptcha({ settings, secret, token, remoteIp, send }: CaptchaCheck): Promise<boolean> {
  if (!secret) unavailable('no captcha secret configured');
  const url = settings.verifyUrl ?? standardVerifyUrls[settings.provider];
  const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  let response: Response;
  try {
    response = await callProvider(send, new Request(url, { method: 'POST', body }), settings.timeoutMs);
  } catch (error) {
    unavailable('verifier unreachable', { message: errorMessage(error) });
  }
  if (!response.ok) unavailable('verifier failed', { status: response.status });
  const answer = answerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) unavailable('verifier answer unreadable');
  const codes = answer.data['error-codes'] ?? [];
  if (!answer.data.success && codes.some((code) => ourFault.has(code))) unavailable('verifier refused our keys', { codes });
  return answer.data.success;
}
