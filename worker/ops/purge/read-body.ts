import { PayloadTooLarge } from '../../errors';
import { readCappedBody } from '../../read-capped-body';

/** The body as text, read up to `limit` bytes whatever Content-Length claims. */
export async function readBody(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(request, limit, () => new PayloadTooLarge(`The body is over ${limit} bytes`)));
}
