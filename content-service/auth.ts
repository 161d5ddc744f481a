import { parseElebaseAuthorization, signatureMessage, verifySignedMessage } from '../core/content-signature';
import { ApiError } from './errors';
import type { ProjectKeys } from './env';

const encoder = new TextEncoder();

/**
 * Compares two secrets without leaking where they differ: both are hashed first so the loop always
 * runs over 32 bytes, whatever the lengths.
 */
export async function secretsEqual(a: string, b: string): Promise<boolean> {
  const [ha, hb] = await Promise.all([crypto.subtle.digest('SHA-256', encoder.encode(a)), crypto.subtle.digest('SHA-256', encoder.encode(b))]);
  const x = new Uint8Array(ha);
  const y = new Uint8Array(hb);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** The signature covers neither method nor path, so the clock window is what limits replay. */
const MAX_CLOCK_SKEW_SECONDS = 300;

export interface AuthRequest {
  project: string;
  authorization: string | null;
  /** Parsed JSON body, or undefined for a request without one. */
  body: unknown;
  /**
   * The body exactly as received. When given, the signature is checked over these bytes: a
   * re-serialization of the parsed body may differ from what the client signed (docs/product/content-api.md#authentication).
   */
  bodyText?: string;
  nowMs: number;
}

function refuse(reason: string): never {
  throw new ApiError(401, 'unauthorized', reason);
}

function decodeBasic(value: string): { user: string; token: string } | null {
  let decoded: string;
  try {
    decoded = atob(value);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

/** Returns the request's user (possibly empty) or throws a 401 ApiError. */
export async function authenticate(request: AuthRequest, keys: ProjectKeys): Promise<string> {
  const project = Object.hasOwn(keys, request.project) ? keys[request.project] : undefined;
  if (!project) refuse(`Unknown project "${request.project}"`);
  const header = request.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const basic = decodeBasic(header.slice(6).trim());
    if (!basic || !project.token || !(await secretsEqual(basic.token, project.token))) refuse('Invalid API token');
    return basic.user;
  }
  if (!header.startsWith('Elebase ')) refuse('Missing or malformed Authorization header');
  const parsed = parseElebaseAuthorization(header);
  if (!parsed) refuse('Malformed Elebase Authorization header');
  if (!(await secretsEqual(parsed.publicKey, project.publicKey))) refuse('Invalid API key');
  const skew = Math.abs(request.nowMs / 1000 - Number(parsed.time));
  if (!(skew <= MAX_CLOCK_SKEW_SECONDS)) refuse('Request time is outside the allowed window');
  const message = request.bodyText === undefined ? signatureMessage(request.body, parsed.time) : request.bodyText + parsed.time;
  if (!(await verifySignedMessage(project.privateKey, message, parsed.signature))) refuse('Invalid signature');
  return parsed.user ?? '';
}
