// The answer of POST /forms/newsletter with Accept: application/json, as the newsletter island reads it.

export interface NewsletterOutcome {
  ok: boolean;
  message: string;
  /** The form field the server rejected, if any. */
  field?: string;
}

/**
 * { ok: true, id, message } on success, { error: { id, field, message } } otherwise; anything else is
 * undefined (the island then shows its generic failure). Checked by hand: a schema library would
 * weigh more than the island itself.
 */
export function newsletterOutcome(body: unknown): NewsletterOutcome | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as { ok?: unknown; message?: unknown; error?: { message?: unknown; field?: unknown } };
  if (answer.ok === true && typeof answer.message === 'string') return { ok: true, message: answer.message };
  const error = answer.error;
  if (typeof error?.message !== 'string') return undefined;
  return { ok: false, message: error.message, ...(typeof error.field === 'string' ? { field: error.field } : {}) };
}
