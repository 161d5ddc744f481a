import { toHex } from '../../core/encoding/bytes';

// Join passwords are never stored or logged in plain text: PBKDF2-SHA256 with a per-record salt.
// workerd caps PBKDF2 at 100,000 iterations, so that is the cost.

export const PBKDF2_ITERATIONS = 100_000;

/** `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`: everything a verifier needs besides the password. */
export async function hashPassword(password: string, salt: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS }, key, 256);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toHex(salt.slice().buffer)}$${toHex(bits)}`;
}
