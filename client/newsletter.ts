import { t } from '../core/i18n/t';
import { emailPattern } from '../core/validation/patterns';
import { progress } from './progress';

interface Outcome {
  ok: boolean;
  message: string;
  /** The form field the server rejected, if any. */
  field?: string;
}

/**
 * The answer of POST /forms/newsletter with Accept: application/json, checked field by field:
 * { ok: true, id, message } on success, { error: { id, field, message } } otherwise. A bundled schema
 * library would cost more than the whole initial script, so the two shapes are checked by hand.
 */
function outcomeOf(body: unknown): Outcome | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as { ok?: unknown; message?: unknown; error?: { message?: unknown; field?: unknown } };
  if (answer.ok === true && typeof answer.message === 'string') return { ok: true, message: answer.message };
  const error = answer.error;
  if (typeof error?.message === 'string') return { ok: false, message: error.message, ...(typeof error.field === 'string' ? { field: error.field } : {}) };
  return undefined;
}

/**
 * Newsletter form (SPEC 4 and 5): a bad address shows the invalid email message and nothing is sent;
 * otherwise 'Submitting…', then the server's message, and after success the input and button stay
 * disabled (subscribed). Without JavaScript the form posts as a plain form and answers with a page.
 */
export function enhanceNewsletter(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-newsletter]');
  const status = form?.querySelector<HTMLElement>('[data-newsletter-status]');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !status || !input || !button) return;
  // The enhancer validates with the configured pattern and shows the product's own message instead
  // of the browser's bubble.
  form.noValidate = true;
  const locale = doc.documentElement.lang;
  let sending = false;

  const show = (message: string, tone: 'info' | 'success' | 'error') => {
    status.textContent = message;
    status.dataset.tone = tone;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const email = input.value.trim();
    if (!emailPattern.test(email)) {
      input.setAttribute('aria-invalid', 'true');
      show(t(locale, 'invalid_email'), 'error');
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    sending = true;
    button.disabled = true;
    show(t(locale, 'form.submitting'), 'info');
    progress?.start();
    let outcome: Outcome | undefined;
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      outcome = outcomeOf(await res.json());
    } catch {
      outcome = undefined;
    }
    sending = false;
    if (outcome?.ok) {
      progress?.finish();
      show(outcome.message, 'success');
      input.disabled = true;
      return;
    }
    progress?.fail();
    button.disabled = false;
    if (outcome?.field === 'email') input.setAttribute('aria-invalid', 'true');
    show(outcome?.message ?? t(locale, 'internal_error'), 'error');
  });
}
