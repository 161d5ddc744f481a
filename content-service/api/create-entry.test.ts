import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { elebaseAuthorization, sign, signatureTime } from '../../core/content-signature';
import type { Entry } from '../../core/content-shapes';
import { credentialsOf, signedHeaders } from '../../test/support/content-service/signed';
import { adminImport, call, getJson } from '../../test/support/content-service/service';

const PROJECT = 'canal-trail';
const keys = () => credentialsOf(env.PROJECT_KEYS, PROJECT);

const report = {
  title: 'Report by Ana Ruiz',
  phase: 1,
  types: [{ id: 'report' }],
  elements: [{ id: 'report', type: 'text', preferences: { iana_type: 'text/markdown' }, data: 'Tree down at **mile 3**.' }],
};

async function post(body: unknown, headers: Record<string, string> = {}) {
  const auth = await signedHeaders(keys(), { body });
  return call(`/${PROJECT}/v1/entries`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function errorOf(res: Response) {
  return (await res.json<{ error: { id: string; data: { param?: string } } }>()).error;
}

beforeAll(async () => {
  // The admin import applies the service's migrations in tests.
  const res = await adminImport(PROJECT, { entries: [] }, false);
  expect(res.status, await res.clone().text()).toBe(200);
});

describe('POST /{project}/v1/entries', () => {
  it('creates the entry with a new id at the phase it was sent, hidden from published reads', async () => {
    const res = await post(report);
    expect(res.status).toBe(201);
    const { data } = await res.json<{ data: Entry }>();
    expect(data).toMatchObject({ title: 'Report by Ana Ruiz', phase: 1, types: [{ id: 'report' }] });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getJson<{ total: number }>(PROJECT, `/entries?id=${data.id}`)).total).toBe(0);
    const draft = await getJson<{ index: Entry[] }>(PROJECT, `/entries?id=${data.id}&phase=1,2,3,4`);
    expect(draft.index[0]?.elements[0]?.data).toBe('Tree down at **mile 3**.');
  });

  it('verifies the signature over the bytes received, not a re-serialization', async () => {
    const text = `{ "title": "Spaced",  "phase": 1, "types": [{ "id": "report" }] }`;
    const time = signatureTime();
    const signature = await sign(keys().privateKey, undefined, `${text}${time}`);
    const authorization = elebaseAuthorization({ publicKey: keys().publicKey, signature, time });
    const res = await call(`/${PROJECT}/v1/entries`, { method: 'POST', headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body: text });
    expect(res.status).toBe(201);
    const reserialized = await signedHeaders(keys(), { body: JSON.parse(text) });
    const refused = await call(`/${PROJECT}/v1/entries`, { method: 'POST', headers: { ...reserialized, 'Content-Type': 'application/json' }, body: text });
    expect(refused.status).toBe(401);
  });

  it('refuses a body signed for other content', async () => {
    const auth = await signedHeaders(keys(), { body: { ...report, phase: 4 } });
    const res = await call(`/${PROJECT}/v1/entries`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(report) });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ ...report, phase: undefined }, 'phase'],
    [{ ...report, phase: 7 }, 'phase'],
    [{ ...report, types: [] }, 'types'],
    [{ ...report, title: 42 }, 'title'],
    [{ ...report, id: 'chosen' }, 'id'],
    [{ ...report, elements: [{ id: 'report', type: 'text', data: 5 }] }, 'elements[0].data'],
    [[report], 'body'],
  ])('answers 400 invalid_parameter naming the field (%#)', async (body, param) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ id: 'invalid_parameter', data: { param } });
  });

  it('creates one entry per Idempotency-Key and answers a retry with it', async () => {
    const key = `submission-${crypto.randomUUID()}`;
    const first = await post(report, { 'Idempotency-Key': key });
    const again = await post(report, { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 200]);
    const a = (await first.json<{ data: Entry }>()).data.id;
    const b = (await again.json<{ data: Entry }>()).data.id;
    expect(b).toBe(a);
    expect((await post(report, { 'Idempotency-Key': 'not valid!' })).status).toBe(400);
  });

  it('refuses a body over 256 KB with 413 before parsing it', async () => {
    const big = { ...report, title: 'x'.repeat(300 * 1024) };
    const res = await post(big);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).id).toBe('payload_too_large');
  });
});
