import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicAuthorization, elebaseAuthorization, parseElebaseAuthorization, sign, signatureMessage, signatureTime, verifySignedMessage } from '../../core/content-signature';
import { recordingUpstream } from '../../test/support/recording-upstream';
import { ContentClient } from './client';
import type { ClientConfig } from './client-config';

// Expected values were computed independently of this code, with Node's crypto:
//   node -e 'const {createHmac}=require("node:crypto");
//     const h=(m)=>createHmac("sha256","vector-private-key-0123456789abcdef").update(m).digest("hex");
//     console.log(h("1700000000"));
//     console.log(h(JSON.stringify({email:"a@example.org",tags:["x","ü"],n:1})+"1700000000"))'
//   node -e 'console.log(Buffer.from("editor:tok_123").toString("base64"), Buffer.from(":tok_123").toString("base64"))'
const PRIVATE = 'vector-private-key-0123456789abcdef';
const TIME = '1700000000';
const BODY = { email: 'a@example.org', tags: ['x', 'ü'], n: 1 };
const NO_BODY_SIGNATURE = '85e78792788b2967f922e25c58e177206135f5ee26dd5ac39d128032fdd0c039';
const BODY_SIGNATURE = 'a866905f1d30886c40cae9f4068f5279d94093b63803a47f0de1f580c0b985ef';
const verifySignature = (key: string, body: unknown, time: string, signature: string) => verifySignedMessage(key, signatureMessage(body, time), signature);

/** The Authorization header the content client sends for one request with this auth. */
async function sentAuthorization(auth: ClientConfig['auth'], body?: object): Promise<string | null> {
  const { sent, upstream } = recordingUpstream(() => Response.json({ data: null }));
  const client = new ContentClient({ project: 'islands', version: 'v1', auth, phases: [4], locales: ['en'], timeoutMs: 0 }, upstream);
  await (body ? client.post('/entries', body) : client.get('/entries'));
  return sent[0]!.headers.get('authorization');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Elebase HMAC signing against fixed vectors', () => {
  it('signs the time alone when there is no body', async () => {
    expect(await sign(PRIVATE, undefined, TIME)).toBe(NO_BODY_SIGNATURE);
    expect(await sign(PRIVATE, null, TIME)).toBe(NO_BODY_SIGNATURE);
  });

  it('signs JSON.stringify(body) + time when there is a body', async () => {
    expect(await sign(PRIVATE, BODY, TIME)).toBe(BODY_SIGNATURE);
  });

  it('verifies the vectors and refuses a changed body, time or key', async () => {
    expect(await verifySignature(PRIVATE, BODY, TIME, BODY_SIGNATURE)).toBe(true);
    expect(await verifySignature(PRIVATE, { ...BODY, n: 2 }, TIME, BODY_SIGNATURE)).toBe(false);
    expect(await verifySignature(PRIVATE, undefined, '1700000001', NO_BODY_SIGNATURE)).toBe(false);
    expect(await verifySignature(`${PRIVATE}x`, undefined, TIME, NO_BODY_SIGNATURE)).toBe(false);
  });

  it('builds the header with three parts without a user and four with one', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_400 });
    const noUser = await sentAuthorization({ kind: 'key', publicKey: 'pk_1', privateKey: PRIVATE });
    expect(noUser).toBe(`Elebase pk_1:${NO_BODY_SIGNATURE}:${TIME}`);
    expect(await sentAuthorization({ kind: 'key', publicKey: 'pk_1', privateKey: PRIVATE }, BODY)).toBe(`Elebase pk_1:${BODY_SIGNATURE}:${TIME}`);
    const withUser = elebaseAuthorization({ publicKey: 'pk_1', signature: BODY_SIGNATURE, time: TIME, user: 'editor' });
    expect(withUser).toBe(`Elebase pk_1:${BODY_SIGNATURE}:${TIME}:editor`);
    expect(parseElebaseAuthorization(withUser)).toEqual({ scheme: 'Elebase', publicKey: 'pk_1', signature: BODY_SIGNATURE, time: TIME, user: 'editor' });
    expect(elebaseAuthorization({ publicKey: 'pk_1', signature: BODY_SIGNATURE, time: TIME, user: '' })).toBe(`Elebase pk_1:${BODY_SIGNATURE}:${TIME}`);
  });

  it('rounds the time to whole seconds', () => {
    expect(signatureTime(1_700_000_000_400)).toBe('1700000000');
    expect(signatureTime(1_700_000_000_500)).toBe('1700000001');
  });

  it('sends a token as Basic base64(user:token), with an empty user allowed', async () => {
    expect(basicAuthorization('tok_123', 'editor')).toBe('Basic ZWRpdG9yOnRva18xMjM=');
    expect(basicAuthorization('tok_123')).toBe('Basic OnRva18xMjM=');
    expect(await sentAuthorization({ kind: 'token', token: 'tok_123' }, { any: 1 })).toBe('Basic OnRva18xMjM=');
  });
});
