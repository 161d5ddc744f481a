// What the outbox (client/offline/outbox.ts) does with the server's answer to a form sent late. No
// IndexedDB here: unit-tested in Node.

/** A form kept on the device until it can be sent (docs/decisions/034-offline.md). */
export interface KeptForm {
  id: string;
  /** The form's endpoint as the page posted it (`/forms/newsletter?locale=es`). */
  action: string;
  body: Record<string, string>;
  /** The double-submit token when the visitor made it: a service worker cannot read the cookie. */
  token?: string;
  /** Behind a captcha: never sent by itself, the visitor completes it on the form's page (client/offline/drafts.ts). */
  captcha: boolean;
  /** Milliseconds since the epoch. */
  keptAt: number;
}

/** The server's refusal of a missing or stale double-submit token (worker/errors.ts). */
const XSRF_REFUSED = 'form.xsrf';

/**
 * `sent` when the server has decided (accepted, or refused what no retry would change: an invalid field,
 * an address already signed up), `later` when another try may succeed: a token refusal (its answer
 * carries a fresh cookie the page's next try reads), throttling, a timeout or a server failure.
 */
export function afterAnswer(status: number, body: unknown): 'sent' | 'later' {
  if (status === 408 || status === 429 || status >= 500) return 'later';
  if (status === 403 && (body as { error?: { id?: unknown } } | null)?.error?.id === XSRF_REFUSED) return 'later';
  return 'sent';
}
