import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import type { AppEnv } from '../env';
import { InvalidInput, PayloadTooLarge, UnsupportedMediaType } from '../errors';
import { readCappedBody } from '../read-capped-body';

const MAX_BYTES = 64 * 1024;

/** The posted fields in the order sent; values are strings for web forms and anything for JSON. */
export type PostedFields = Map<string, unknown>;

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

function put(fields: PostedFields, name: string, value: unknown, c: Context<AppEnv>): void {
  if (fields.has(name)) throw new InvalidInput(name, t(c.var.locale, 'form.repeatedField', { field: name }), 'repeated_field');
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
