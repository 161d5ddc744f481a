import type { HonoRequest } from 'hono';

/** The JSON body, or undefined when there is none or it does not parse: the schema reading it says what is missing. */
export function jsonBody(req: HonoRequest): Promise<unknown> {
  return req.json().catch(() => undefined);
}
