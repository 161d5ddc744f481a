import { pick, type Random } from '../../../content-service/demo/random';

// Seeded generators of malformed form posts: a valid body of the form, spoiled by one to three
// mutations that each break it on their own, sent in one of the ways a client can send a form.

type Encoding = 'json' | 'form' | 'multipart';

interface Draft {
  encoding: Encoding;
  /** The form's own field names. */
  required: readonly string[];
  fields: [string, unknown][];
  oversize?: boolean;
  /** Set by mutations that replace the whole body or its type. */
  body?: BodyInit;
  contentType?: string;
}

const forbiddenControls = ['\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
const junk = ['', ' ', '@', 'a@', '@b.c', 'a@b', 'no at sign', '<script>', '"; DROP TABLE submissions; --', '%00', 'x'.repeat(300)];

type Mutation = (draft: Draft, rng: Random) => void;

const someField = (draft: Draft, rng: Random) => pick(rng, draft.fields);

/** `field`: the mutation works on one of the fields, so it needs one left. */
const mutations: Record<string, { on: readonly Encoding[]; field?: boolean; apply: Mutation }> = {
  // Every occurrence of one of the form's own fields: all are required, and an extra field left alone stays extra.
  drop: {
    on: ['json', 'form', 'multipart'],
    apply: (d, rng) => {
      const name = pick(rng, d.required);
      d.fields = d.fields.filter(([field]) => field !== name);
    },
  },
  empty: { field: true, on: ['json', 'form', 'multipart'], apply: (d, rng) => void (someField(d, rng)[1] = pick(rng, ['', '   '])) },
  junk: { field: true, on: ['json', 'form', 'multipart'], apply: (d, rng) => void (someField(d, rng)[1] = pick(rng, junk) + pick(rng, forbiddenControls)) },
  tooLong: { field: true, on: ['json', 'form', 'multipart'], apply: (d, rng) => void (someField(d, rng)[1] = 'y'.repeat(10_001 + Math.floor(rng() * 2000))) },
  control: {
    field: true,
    on: ['json', 'form', 'multipart'],
    apply: (d, rng) => {
      const field = someField(d, rng);
      const text = String(field[1]);
      const at = Math.floor(rng() * (text.length + 1));
      field[1] = text.slice(0, at) + pick(rng, forbiddenControls) + text.slice(at);
    },
  },
  unknown: { on: ['json', 'form', 'multipart'], apply: (d, rng) => void d.fields.push([pick(rng, ['admin', 'phase', '__proto__', 'constructor', 'email2', 'x'.repeat(500), '']), 'value']) },
  repeat: { field: true, on: ['form', 'multipart'], apply: (d, rng) => void d.fields.push([...someField(d, rng)]) },
  wrongType: { field: true, on: ['json'], apply: (d, rng) => void (someField(d, rng)[1] = pick(rng, [42, -1, true, null, [], ['a'], {}, { $gt: '' }, 1e308])) },
  surrogate: { field: true, on: ['json'], apply: (d, rng) => void (someField(d, rng)[1] = `a\ud800${pick(rng, ['', 'b', '\udfff\ud800'])}`) },
  truncate: {
    on: ['json'],
    apply: (d, rng) => {
      const text = JSON.stringify(Object.fromEntries(d.fields));
      d.body = text.slice(0, Math.floor(rng() * (text.length - 1)));
    },
  },
  topLevel: { on: ['json'], apply: (d, rng) => void (d.body = pick(rng, ['[]', '"text"', 'null', '42', 'true', '[{"email":"a@example.org"}]'])) },
  badEscape: { on: ['form'], apply: (d, rng) => void (d.body = `${new URLSearchParams(d.fields.map(([k, v]) => [k, String(v)])).toString()}&${pick(rng, ['%', '%z', '%G1', 'a=%E0%A4%A', '%ZZ=1'])}`) },
  notUtf8: { on: ['json', 'form'], apply: (d, rng) => void (d.body = Uint8Array.from({ length: 8 + Math.floor(rng() * 40) }, (_, i) => (i % 3 === 0 ? 0xff : Math.floor(rng() * 256)))) },
  contentType: {
    on: ['json', 'form', 'multipart'],
    apply: (d, rng) => void (d.contentType = pick(rng, ['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'application/jsonx', 'multipart/mixed; boundary=x'])),
  },
  // Added when the body is encoded, so no later mutation can shrink it.
  oversize: { on: ['json', 'form', 'multipart'], apply: (d) => void (d.oversize = true) },
  file: { field: true, on: ['multipart'], apply: (d, rng) => void (someField(d, rng)[1] = new File(['%PDF-1.4'], 'upload.pdf', { type: 'application/pdf' })) },
  brokenMultipart: { on: ['multipart'], apply: (d) => void (d.body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated`) },
};

export interface MalformedPost {
  description: string;
  body: BodyInit;
  contentType: string;
  /** A script (JSON answer) or a browser (a page). */
  accept: 'application/json' | 'text/html';
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxk';

/** multipart/form-data by hand (FormData would fight a mutated Content-Type). */
function multipartBody(fields: [string, unknown][]): string {
  const parts = fields.map(([name, value]) =>
    value instanceof File
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n%PDF-1.4\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

const defaultType: Record<Encoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: `multipart/form-data; boundary=${BOUNDARY}`,
};

function encode(draft: Draft): { body: BodyInit; contentType: string } {
  const contentType = draft.contentType ?? defaultType[draft.encoding];
  if (draft.body !== undefined) return { body: draft.body, contentType };
  const fields: [string, unknown][] = draft.oversize ? [...draft.fields, ['padding', 'z'.repeat(65 * 1024)]] : draft.fields;
  if (draft.encoding === 'json') return { body: JSON.stringify(Object.fromEntries(fields)), contentType };
  if (draft.encoding === 'form') return { body: new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString(), contentType };
  return { body: multipartBody(fields), contentType };
}

export function malformedPosts(valid: Record<string, string>, count: number, rng: Random): MalformedPost[] {
  const names = Object.keys(mutations);
  return Array.from({ length: count }, () => {
    const encoding = pick(rng, ['json', 'json', 'form', 'multipart'] as const);
    const draft: Draft = { encoding, required: Object.keys(valid), fields: Object.entries(valid) };
    const applied: string[] = [];
    const times = 1 + Math.floor(rng() * 3);
    while (applied.length < times) {
      const name = pick(rng, names);
      const mutation = mutations[name]!;
      if (!mutation.on.includes(encoding) || (mutation.field && draft.fields.length === 0)) continue;
      mutation.apply(draft, rng);
      applied.push(name);
    }
    const { body, contentType } = encode(draft);
    return { description: `${encoding}: ${applied.join(', ')}`, body, contentType, accept: rng() < 0.02 ? 'text/html' : 'application/json' };
  });
}
