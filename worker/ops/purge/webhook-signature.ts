import { verifySignedMessage } from '../../../core/content-signature';
import { Unauthorized } from '../../errors';
import { signingKey } from '../../signing-key';

// The content service's webhook scheme, the content API's own signing turned around: lowercase hex
// HMAC-SHA256, keyed with the site's webhook secret, over the exact body bytes followed by the Unix
// time in seconds. The time bounds replay, as the signature covers neither method nor path.

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const MAX_SKEW_SECONDS = 300;

export interface SignedRequest {
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * Throws Unauthorized unless the signature is the secret's over body + timestamp (compared in
 * constant time by WebCrypto's verify) and the timestamp is within MAX_SKEW_SECONDS of now. The
 * signature is checked first, so an unsigned caller learns nothing about the accepted window.
 */
export async function verifyWebhook(secret: string, request: SignedRequest, nowMs = Date.now()): Promise<void> {
  const { timestamp, signature } = request;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) throw new Unauthorized('bad_signature', 'Missing or malformed webhook signature');
  if (!(await verifySignedMessage(await signingKey(secret), request.body + timestamp, signature.toLowerCase()))) {
    throw new Unauthorized('bad_signature', 'Webhook signature does not match');
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) throw new Unauthorized('signature_expired', 'Webhook timestamp is outside the accepted window');
}
