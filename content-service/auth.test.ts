import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, elebaseAuthorization, sign, signatureTime } from '../core/content-signature';
import { credentialsOf, signedHeaders } from '../test/support/content-service/signed';
import { adminImport, call } from '../test/support/content-service/service';

const PROJECT = 'islands';
const keys = () => credentialsOf(env.PROJECT_KEYS, PROJECT);

beforeAll(async () => {
  const res = await adminImport(PROJECT, { entries: [{ id: 'auth-probe', title: 'Probe', types: [{ id: 'place' }] }] }, false);
  expect(res.status, await res.clone().text()).toBe(200);
});

async function entries(headers: Record<string, string>, project = PROJECT) {
  return call(`/${project}/v1/entries?id=auth-probe`, { headers });
}

async function expect401(res: Response) {
  expect(res.status).toBe(401);
  const body = await res.json<{ error: { id: string; data: unknown } }>();
  expect(body.error.id).toBe('unauthorized');
  expect(body.error.data).toBeTruthy();
}

describe('content API authentication', () => {
  it('accepts a fresh Elebase signature, with and without a user', async () => {
    for (const user of [undefined, 'editor@example.org']) {
      const res = await entries(await signedHeaders(keys(), { user }));
      expect(res.status).toBe(200);
      const body = await res.json<{ data: { index: { id: string }[] } }>();
      expect(body.data.index.map((e) => e.id)).toEqual(['auth-probe']);
    }
  });

  it('accepts the Basic token form', async () => {
    const res = await entries({ Authorization: basicAuthorization(keys().token!) });
    expect(res.status).toBe(200);
  });

  it('refuses a forged signature, a wrong private key and a wrong public key', async () => {
    const time = signatureTime();
    const good = await sign(keys().privateKey, undefined, time);
    const forged = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    await expect401(await entries({ Authorization: elebaseAuthorization({ publicKey: keys().publicKey, signature: forged, time }) }));
    const wrongKey = await sign('not-the-private-key', undefined, time);
    await expect401(await entries({ Authorization: elebaseAuthorization({ publicKey: keys().publicKey, signature: wrongKey, time }) }));
    await expect401(await entries({ Authorization: elebaseAuthorization({ publicKey: 'pk_someone_else', signature: good, time }) }));
  });

  it('refuses a 10-minute-old and a 10-minute-future signature, accepts one within 5 minutes', async () => {
    const now = Date.now();
    await expect401(await entries(await signedHeaders(keys(), { nowMs: now - 600_000 })));
    await expect401(await entries(await signedHeaders(keys(), { nowMs: now + 600_000 })));
    expect((await entries(await signedHeaders(keys(), { nowMs: now - 240_000 }))).status).toBe(200);
  });

  it('refuses another project’s keys, an unknown project, a bad token and no header at all', async () => {
    const other = credentialsOf(env.PROJECT_KEYS, 'canal-trail');
    await expect401(await entries(await signedHeaders(other)));
    await expect401(await entries(await signedHeaders(keys()), 'atlantis'));
    await expect401(await entries({ Authorization: basicAuthorization('wrong-token') }));
    await expect401(await entries({}));
  });

  it('verifies a signed POST body: a body changed after signing is refused', async () => {
    const body = { data: { title: 'x' } };
    const headers = await signedHeaders(keys(), { body });
    const tampered = await call(`/${PROJECT}/v1/entries`, { method: 'POST', headers, body: JSON.stringify({ data: { title: 'y' } }) });
    await expect401(tampered);
    const honest = await call(`/${PROJECT}/v1/entries`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(honest.status).not.toBe(401);
  });
});
