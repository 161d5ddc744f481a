import { env } from 'cloudflare:test';

// The worker reads env.CONTENT per request from the very env object a test holds, so a test can stand
// in front of the real embedded content service: hold its requests until the page's shell has been
// read, or answer them as a failing service would. Call removeContentGate() after each such test.

const service = env.CONTENT;

export interface ContentGate {
  /** Content requests that arrived and are waiting. */
  waiting(): number;
  open(): void;
}

export function gateContent(answer: (request: Request) => Promise<Response> = (request) => service.fetch(request)): ContentGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  env.CONTENT = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      waiting++;
      await opened;
      return answer(new Request(input, init));
    },
  } as Fetcher;
  return { waiting: () => waiting, open };
}

/** A content service that answers every request with a server error, at once. */
export function failContent(): void {
  gateContent(async () => Response.json({ error: { id: 'internal_error', data: null } }, { status: 500 })).open();
}

export function removeContentGate(): void {
  env.CONTENT = service;
}
