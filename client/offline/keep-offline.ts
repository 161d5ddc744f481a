import { readXsrfCookie } from '../../core/forms/xsrf';
import { offlineText } from '../../core/i18n/offline-messages';
import { keepForm, OUTBOX_SYNC_TAG } from './outbox';

/** The captcha widgets' response fields (docs/decisions/010-forms.md): a form with one needs the visitor back. */
const CAPTCHA_FIELDS = ['g-recaptcha-response', 'cf-turnstile-response', 'token'];

function needsCaptcha(body: Record<string, string>): boolean {
  return CAPTCHA_FIELDS.some((field) => field in body);
}

/** The fields a restored draft fills in again: all the visitor wrote, never the captcha's spent answer. */
export function draftFields(body: Record<string, string>): [string, string][] {
  return Object.entries(body).filter(([name]) => !CAPTCHA_FIELDS.includes(name));
}

/** Background Sync, where the browser has it: the service worker sends the outbox when the network is back. */
async function askForSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.ready;
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG);
}

/**
 * A form post that found no network: kept on the device, to be sent when the connection returns
 * (drainOutbox in client/offline/outbox.ts; a form behind a captcha waits for the visitor on its page instead).
 * Answers like the server's acceptance, with the text saying so; undefined when it could not be kept.
 */
export async function keepForLater(action: string, body: Record<string, string>): Promise<{ ok: true; message: string } | undefined> {
  const captcha = needsCaptcha(body);
  try {
    const token = readXsrfCookie(document.cookie);
    await keepForm({ action, body, captcha, ...(token ? { token } : {}) });
  } catch {
    return undefined;
  }
  if (!captcha) askForSync().catch(() => undefined);
  return { ok: true, message: offlineText(document.documentElement.lang, captcha ? 'offline.reportKept' : 'offline.formKept') };
}
