import { hmacKey } from '../core/content-signature';
import { memo } from './memo';

/** HMAC keys imported once per secret for the isolate: every content request is signed, and importKey is not free. */
export const signingKey = memo((secret: string) => hmacKey(secret), 100);
