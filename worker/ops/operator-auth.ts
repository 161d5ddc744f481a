import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NotFound, Unauthorized } from '../errors';

const encoder = new TextEncoder();

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', encoder.encode(text));
}

/**
 * The site's operator token as a Bearer credential, compared in constant time (digests of equal
 * length through timingSafeEqual, so neither content nor length leaks). A site without a token
 * offers no operator endpoints: 404, as if they did not exist.
 */
export async function requireOperator(c: Context<AppEnv>): Promise<void> {
  const expected = c.var.secrets.operatorToken;
  if (!expected) throw new NotFound('operator endpoint');
  const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  if (!crypto.subtle.timingSafeEqual(a, b)) throw new Unauthorized('bad_token', 'Missing or wrong operator token');
}
