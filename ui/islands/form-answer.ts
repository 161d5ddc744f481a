import type { FormLink } from '../forms/FormResult';

// The answer of POST /forms/<form> with Accept: application/json, as the form page island reads it.

export type FormAnswer = { ok: true; message: string; link?: FormLink } | { ok: false; id: string; message: string; fields: { field: string; message: string }[] };

const isText = (value: unknown): value is string => typeof value === 'string';

function readLink(value: unknown): FormLink | undefined {
  const link = value as { href?: unknown; label?: unknown } | null | undefined;
  return link && isText(link.href) && isText(link.label) ? { href: link.href, label: link.label } : undefined;
}

/** The problems of `{ error: { id, field, message, fields } }`; a protocol refusal names at most its one field. */
function readProblems(error: { field?: unknown; message: string; fields?: unknown }): { field: string; message: string }[] {
  const listed = Array.isArray(error.fields) ? (error.fields as { field?: unknown; message?: unknown }[]) : [];
  const fields = listed.flatMap((p) => (isText(p?.field) && isText(p?.message) ? [{ field: p.field, message: p.message }] : []));
  if (fields.length > 0) return fields;
  return isText(error.field) ? [{ field: error.field, message: error.message }] : [];
}

/**
 * { ok: true, id, message[, link] } on success, { error: { id, field, message, fields } } otherwise;
 * anything else is undefined (the island then shows its generic failure). Checked by hand: a schema
 * library would weigh more than the island itself.
 */
export function formAnswer(body: unknown): FormAnswer | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as { ok?: unknown; message?: unknown; link?: unknown; error?: { id?: unknown; field?: unknown; message?: unknown; fields?: unknown } };
  if (answer.ok === true && isText(answer.message)) {
    const link = readLink(answer.link);
    return { ok: true, message: answer.message, ...(link ? { link } : {}) };
  }
  const error = answer.error;
  if (!error || !isText(error.message)) return undefined;
  return { ok: false, id: isText(error.id) ? error.id : '', message: error.message, fields: readProblems({ ...error, message: error.message }) };
}
