import type { Context } from 'hono';
import type * as z from 'zod';
import type { Locale } from '../../core/i18n/locales';
import { type MessageKey, t } from '../../core/i18n/t';
import { fieldErrors, type ValidationMessageKey, validationMessageKeys, validationMessages } from '../../core/validation/schemas';
import type { AppEnv } from '../env';
import { InvalidInput, PayloadTooLarge, UnsupportedMediaType } from '../errors';
import { readCappedBody } from '../read-capped-body';

// The fields of a post: read from the body, checked against the form's field names, and the
// schema's complaints turned into problems in the visitor's language (docs/product/forms.md#the-post).

const MAX_BYTES = 64 * 1024;

/** The posted fields in the order sent; values are strings for web forms and anything for JSON. */
type PostedFields = Map<string, unknown>;

type Reader = (bytes: Uint8Array, c: Context<AppEnv>) => PostedFields | Promise<PostedFields>;

function unreadable(c: Context<AppEnv>): InvalidInput {
  return new InvalidInput('body', t(c.var.locale, 'form.unreadable'), 'unreadable_body');
}

function utf8(bytes: Uint8Array, c: Context<AppEnv>): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw unreadable(c);
  }
}

function repeated(c: Context<AppEnv>, name: string): InvalidInput {
  return new InvalidInput(name, t(c.var.locale, 'form.repeatedField', { field: name }), 'repeated_field');
}

function put(fields: PostedFields, name: string, value: unknown, c: Context<AppEnv>): void {
  if (fields.has(name)) throw repeated(c, name);
  fields.set(name, value);
}

/** Reads at most MAX_BYTES + 1, whatever Content-Length claims, so a body cannot outgrow the limit. */
function readCapped(c: Context<AppEnv>): Promise<Uint8Array> {
  return readCappedBody(c.req.raw, MAX_BYTES, () => new PayloadTooLarge(t(c.var.locale, 'form.tooLarge', { kilobytes: MAX_BYTES / 1024 })));
}

/** Strict where URLSearchParams is lenient: a broken %-escape is an error, not a literal. */
const urlEncoded: Reader = (bytes, c) => {
  const fields: PostedFields = new Map();
  for (const pair of utf8(bytes, c).split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      put(fields, decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' ')), c);
    } catch (error) {
      if (error instanceof URIError) throw unreadable(c);
      throw error;
    }
  }
  return fields;
};

const json: Reader = (bytes, c) => {
  let value: unknown;
  try {
    value = JSON.parse(utf8(bytes, c));
  } catch {
    throw unreadable(c);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidInput('body', t(c.var.locale, 'form.notObject'), 'not_an_object');
  return new Map(Object.entries(value));
};

const multipart: Reader = async (bytes, c) => {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': c.req.header('content-type')! } }).formData();
  } catch {
    throw unreadable(c);
  }
  const fields: PostedFields = new Map();
  for (const [name, value] of form) {
    if (typeof value !== 'string') throw new InvalidInput(name, t(c.var.locale, 'form.fileField', { field: name }), 'file_field');
    put(fields, name, value, c);
  }
  return fields;
};

const readers: Record<string, Reader> = {
  'application/x-www-form-urlencoded': urlEncoded,
  'multipart/form-data': multipart,
  'application/json': json,
};

/**
 * The fields of a plain HTML form post (url-encoded or multipart) or a script's JSON object. Too
 * large (413), another format (415), undecodable or a field sent twice (400): each names what failed.
 */
export async function readFormBody(c: Context<AppEnv>): Promise<PostedFields> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const reader = Object.hasOwn(readers, mediaType) ? readers[mediaType] : undefined;
  if (!reader) throw new UnsupportedMediaType(t(c.var.locale, 'form.unsupportedType'));
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(c);
  } catch (error) {
    // A body stream that broke off mid-way is unreadable input, not a server fault.
    if (error instanceof InvalidInput) throw error;
    throw unreadable(c);
  }
  return reader(bytes, c);
}

/** The field a captcha widget adds to a plain HTML form, under the provider's own name. */
const tokenAliases = ['g-recaptcha-response', 'cf-turnstile-response'];

// C0 and C1 controls and DEL; tab and line breaks only where a field is multi-line text.
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/;
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** An attacker-chosen field name, made safe to echo: controls replaced, length bounded. */
function shown(name: string): string {
  const clean = name.replace(new RegExp(singleLineControls.source, 'g'), '?');
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

export interface FieldRules {
  /** Every field the form has: anything else is refused by name. */
  names: readonly string[];
  multiline: readonly string[];
}

/**
 * The posted fields as the form's schema reads them: captcha aliases renamed to `token`, unknown
 * fields and control characters (or broken UTF-16) refused naming the field.
 */
export function checkFields(posted: PostedFields, rules: FieldRules, c: Context<AppEnv>): Record<string, unknown> {
  const { locale } = c.var;
  const out: Record<string, unknown> = {};
  for (const [sent, value] of posted) {
    const name = tokenAliases.includes(sent) && rules.names.includes('token') ? 'token' : sent;
    if (!rules.names.includes(name)) throw new InvalidInput(shown(sent), t(locale, 'form.unknownField', { field: shown(sent) }), 'unknown_field');
    if (Object.hasOwn(out, name)) throw repeated(c, name);
    if (typeof value === 'string') {
      const controls = rules.multiline.includes(name) ? multiLineControls : singleLineControls;
      if (controls.test(value) || !value.isWellFormed()) throw new InvalidInput(name, t(locale, 'form.controlCharacters', { field: name }), 'control_characters');
    }
    out[name] = value;
  }
  return out;
}

/** A field the visitor must correct: its message key (docs/product/texts-and-errors.md#validation-messages or #error-catalogue there) and that message in their language. */
export interface FieldProblem {
  field: string;
  id: MessageKey;
  message: string;
}

// The schemas carry the English texts (docs/product/texts-and-errors.md#validation-messages); the key behind a text finds it in the visitor's language.
const keyOfText = new Map<string, ValidationMessageKey>(validationMessageKeys.map((key) => [validationMessages[key], key]));

export function fieldProblems(error: z.ZodError, locale: Locale): FieldProblem[] {
  return fieldErrors(error).map(({ field, message }) => {
    const id = keyOfText.get(message) ?? 'invalid_fields';
    return { field, id, message: t(locale, id) };
  });
}
