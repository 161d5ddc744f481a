import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { InvalidInput } from '../errors';

const MAX_BYTES = 64 * 1024;

/** A form body as plain fields, from an HTML form post or a JSON fetch; oversized or unreadable bodies are bad input. */
export async function readFormBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BYTES) throw new InvalidInput('body', 'The submitted form is too large.');
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json: unknown = await c.req.json();
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new InvalidInput('body', 'The submitted form must be a JSON object.');
      return json as Record<string, unknown>;
    }
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  } catch (error) {
    if (error instanceof InvalidInput) throw error;
    throw new InvalidInput('body', 'The submitted form could not be read.');
  }
}
