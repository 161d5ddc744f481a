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

/** Holds the requests `holds` picks (all by default) until open(); the others are answered at once. */
export function gateContent(answer: (request: Request) => Promise<Response> = (request) => service.fetch(request), holds: (url: URL) => boolean = () => true): ContentGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  env.CONTENT = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      if (holds(new URL(request.url))) {
        waiting++;
        await opened;
      }
      return answer(request);
    },
  } as Fetcher;
  return { waiting: () => waiting, open };
}

const serverError = () => Response.json({ error: { id: 'internal_error', data: null } }, { status: 500 });

/** A content service that answers every request with a server error, at once. */
export function failContent(): void {
  gateContent(async () => serverError()).open();
}

/** The real content service, except for the requests `failing` picks: those answer a server error. */
export function failContentWhere(failing: (url: URL) => boolean): void {
  gateContent(async (request) => (failing(new URL(request.url)) ? serverError() : service.fetch(request))).open();
}

export function removeContentGate(): void {
  env.CONTENT = service;
}
