import { XSRF_HEADER } from '../../core/forms/xsrf';

// Forms made without a network, kept in IndexedDB until they can be sent: by the page (on load and
// on the `online` event) and by the service worker (Background Sync), the same code in both. A Web
// Lock lets one of them send at a time, and an entry leaves the store only once the server answered
// it, so each form is sent once (docs/decisions/034-offline.md).

/** A form kept on the device until it can be sent (docs/decisions/034-offline.md). */
export interface KeptForm {
  id: string;
  /** The form's endpoint as the page posted it (`/forms/newsletter?locale=es`). */
  action: string;
  body: Record<string, string>;
  /** The double-submit token when the visitor made it: a service worker cannot read the cookie. */
  token?: string;
  /** Behind a captcha: never sent by itself, the visitor completes it on the form's page (restoreDrafts in client/offline/start.ts). */
  captcha: boolean;
  /** Milliseconds since the epoch. */
  keptAt: number;
}

/** The server's refusal of a missing or stale double-submit token (worker/errors.ts): its answer carries a fresh cookie. */
export function isXsrfRefusal(body: unknown): boolean {
  return (body as { error?: { id?: unknown } } | null)?.error?.id === 'form.xsrf';
}

/**
 * `sent` when the server has decided (accepted, or refused what no retry would change: an invalid field,
 * an address already signed up), `later` when another try may succeed: a token refusal (its answer
 * carries a fresh cookie the page's next try reads), throttling, a timeout or a server failure.
 */
function afterAnswer(status: number, body: unknown): 'sent' | 'later' {
  if (status === 408 || status === 429 || status >= 500) return 'later';
  if (status === 403 && isXsrfRefusal(body)) return 'later';
  return 'sent';
}

export const OUTBOX_SYNC_TAG = 'outbox';
const DB_NAME = 'offline-forms';
const STORE = 'outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openOutbox(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id' });
  return request(open);
}

async function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openOutbox();
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

/** Keeps a form for later. */
export async function keepForm(form: Omit<KeptForm, 'id' | 'keptAt'>): Promise<void> {
  const kept: KeptForm = { ...form, id: crypto.randomUUID(), keptAt: Date.now() };
  await inStore('readwrite', (store) => store.add(kept));
}

/** Takes a kept form out of the store. */
export async function dropForm(id: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(id));
}

/** The forms still waiting, oldest first. */
export async function keptForms(): Promise<KeptForm[]> {
  const all = await inStore('readonly', (store) => store.getAll() as IDBRequest<KeptForm[]>);
  return all.sort((a, b) => a.keptAt - b.keptAt);
}

/** One kept form sent as its island would have sent it: JSON with the double-submit token. */
async function send(form: KeptForm, send: typeof fetch, token: string | undefined): Promise<'sent' | 'later'> {
  const res = await send(form.action, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
    body: JSON.stringify(form.body),
  });
  return afterAnswer(res.status, await res.json().catch(() => undefined));
}

/**
 * Sends every kept form it can, oldest first, and stops at the first that must wait (no network yet).
 * `token` gives the current double-submit token where it can be read (a page); else the kept one is used.
 * Resolves to the number sent.
 */
export async function drainOutbox(fetcher: typeof fetch, token: () => string | undefined = () => undefined): Promise<number> {
  const run = async () => {
    let sent = 0;
    for (const form of await keptForms()) {
      if (form.captcha) continue;
      let outcome: 'sent' | 'later';
      try {
        outcome = await send(form, fetcher, token() ?? form.token);
      } catch {
        return sent;
      }
      if (outcome === 'later') return sent;
      await dropForm(form.id);
      sent += 1;
    }
    return sent;
  };
  // A page and the service worker may both start a drain: the second waits and then finds the store emptied.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(`${DB_NAME}-drain`, run) : run();
}
