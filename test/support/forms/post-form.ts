import { exports } from 'cloudflare:workers';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../core/forms/xsrf';

// Posts to the assembled worker the way the two kinds of client do: a browser's plain HTML form
// (url-encoded, same-origin, wants a page) or the island's fetch (JSON with the XSRF pair).

export const TEST_XSRF_TOKEN = 'x'.repeat(43);

let client = 0;
/** A fresh client address per post unless a test picks one: the rate limit counts per client. */
export const nextClientIp = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

export interface PostOptions {
  as?: 'form' | 'json';
  ip?: string;
  headers?: Record<string, string>;
}

/** Every address posted, so a file can wait for their deliveries before its worker goes away. */
export const postedEmails = new Set<string>();

export function postForm(host: string, form: string, fields: Record<string, string>, { as = 'form', ip = nextClientIp(), headers = {} }: PostOptions = {}): Promise<Response> {
  if (fields.email) postedEmails.add(fields.email.toLowerCase());
  const origin = `http://${host}`;
  const common = { Origin: origin, 'CF-Connecting-IP': ip, Referer: `${origin}/about` };
  const kind: Record<string, string> =
    as === 'json'
      ? { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: `${XSRF_COOKIE}=${TEST_XSRF_TOKEN}`, [XSRF_HEADER]: TEST_XSRF_TOKEN }
      : { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' };
  const body = as === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  return exports.default.fetch(new Request(`${origin}/forms/${form}`, { method: 'POST', headers: { ...common, ...kind, ...headers }, body }));
}

/** A unique address per test, so rows and recorded provider calls are told apart across test files. */
export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`;
