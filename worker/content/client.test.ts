import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseElebaseAuthorization, signatureMessage, verifySignedMessage } from '../../core/content-signature';
import { parseShape } from './answers';
import { ContentClient } from './client';
import type { ClientConfig } from './client-config';
import { ContentApiError, ContentShapeError } from './errors';
import { recordingUpstream } from '../../test/support/recording-upstream';

// The upstream here records what the client sends: these tests are about the request the client builds.
const recording = (answer = () => Response.json({ data: { index: [{ id: 'a' }, { id: 'b' }], total: 2 } })) => recordingUpstream(answer);

const keyConfig: ClientConfig = { project: 'islands', version: 'v1', auth: { kind: 'key', publicKey: 'pk_i', privateKey: 'secret' }, phases: [2, 4], locales: ['es', 'en'], timeoutMs: 0 };
const verify = (body: unknown, time: string, signature: string) => verifySignedMessage('secret', signatureMessage(body, time), signature);

describe('content client requests', () => {
  it('builds {base}/{project}/v1{path}, adds the configured phases to GET /entries and sends Accept-Language', async () => {
    const { sent, upstream } = recording();
    await new ContentClient(keyConfig, upstream).get('/entries', { params: { type: 'place,food', page: 2, text: undefined } });
    const url = new URL(sent[0]!.url);
    expect(url.origin + url.pathname).toBe('https://cdn.example/islands/v1/entries');
    expect(url.searchParams.get('type')).toBe('place,food');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('text')).toBe(false);
    expect(url.searchParams.get('phase')).toBe('2,4');
    expect(sent[0]!.headers.get('accept-language')).toBe('es,en');
  });

  it('keeps an explicit phase and adds none to other paths or to a POST', async () => {
    const { sent, upstream } = recording();
    const client = new ContentClient(keyConfig, upstream);
    await client.get('/entries', { params: { phase: '1,2,3,4' } });
    await client.get('/elements', { params: { id: 'x' } });
    await client.post('/entries', { title: 't' });
    expect(new URL(sent[0]!.url).searchParams.get('phase')).toBe('1,2,3,4');
    expect(new URL(sent[1]!.url).searchParams.has('phase')).toBe(false);
    expect(new URL(sent[2]!.url).searchParams.has('phase')).toBe(false);
  });

  it('signs GET with the time alone and bodies with JSON + time, verifiable with the private key', async () => {
    const { sent, upstream } = recording();
    const client = new ContentClient(keyConfig, upstream);
    await client.get('/entries');
    await client.post('/entries', { text: 'hello', n: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    const get = parseElebaseAuthorization(sent[0]!.headers.get('authorization'))!;
    expect(get.publicKey).toBe('pk_i');
    expect(Math.abs(Number(get.time) - Date.now() / 1000)).toBeLessThan(5);
    expect(await verify(undefined, get.time, get.signature)).toBe(true);
    const post = parseElebaseAuthorization(sent[1]!.headers.get('authorization'))!;
    const body = await sent[1]!.text();
    expect(body).toBe('{"text":"hello","n":1}');
    expect(sent[1]!.method).toBe('POST');
    expect(sent[1]!.headers.get('content-type')).toBe('application/json');
    expect(sent[1]!.headers.get('idempotency-key')).toBe('k1');
    expect(await verify(JSON.parse(body), post.time, post.signature)).toBe(true);
  });

  it("sends the Basic token form when configured with a token, and the caller's headers", async () => {
    const { sent, upstream } = recording();
    const config: ClientConfig = { ...keyConfig, auth: { kind: 'token', token: 'tok' } };
    await new ContentClient(config, upstream).get('/contacts', { params: { id: 'c1' }, headers: { 'Cache-Control': 'no-cache' } });
    expect(sent[0]!.headers.get('authorization')).toBe(`Basic ${btoa(':tok')}`);
    expect(sent[0]!.headers.get('cache-control')).toBe('no-cache');
  });

  it('unwraps data, and `first` reduces the list to its first item or null', async () => {
    const list = await new ContentClient(keyConfig, recording().upstream).get('/entries');
    expect(list).toEqual({ index: [{ id: 'a' }, { id: 'b' }], total: 2 });
    expect(await new ContentClient(keyConfig, recording().upstream).get('/entries', { first: true })).toEqual({ id: 'a' });
    const empty = recording(() => Response.json({ data: { index: [], total: 0 } }));
    expect(await new ContentClient(keyConfig, empty.upstream).get('/entries', { first: true })).toBeNull();
    const scalar = recording(() => Response.json({ data: 'text', ok: true }));
    expect(await new ContentClient(keyConfig, scalar.upstream).get('/embed/data')).toEqual({ data: 'text', ok: true });
  });

  it('turns a status above 304 into ContentApiError with id, data, status and the exact message', async () => {
    const headers = { 'X-Usage-Limit-Info': '1000/day', 'X-Usage-Limit-Time': '1700000000' };
    const throttled = recording(() => Response.json({ error: { id: 'usage_limit', data: { limit: 1000 } } }, { status: 429, headers }));
    const error = await new ContentClient(keyConfig, throttled.upstream).get('/entries').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ id: 'usage_limit', data: { limit: 1000 }, status: 429, usageLimitInfo: '1000/day', usageLimitTime: '1700000000' });
    expect((error as Error).message).toBe('API error: {"id":"usage_limit","data":{"limit":1000}}');

    const bare = recording(() => new Response('oops', { status: 500 }));
    const plain = (await new ContentClient(keyConfig, bare.upstream).get('/entries').catch((e: unknown) => e)) as ContentApiError;
    expect(plain).toMatchObject({ id: 'unknown', data: null, status: 500, message: 'API error: null' });
    expect(plain.usageLimitInfo).toBeUndefined();
  });

  it('passes 304 and below as answers', async () => {
    const notModified = recording(() => new Response(null, { status: 304 }));
    expect(await new ContentClient(keyConfig, notModified.upstream).get('/entries')).toBeNull();
  });

  it('reports an unexpected shape as ContentShapeError naming the field', () => {
    const schema = z.object({ index: z.array(z.object({ id: z.string() })), total: z.number() });
    const error = (() => {
      try {
        parseShape(schema, { index: [{ id: 3 }], total: 1 });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContentShapeError);
    expect((error as ContentShapeError).path).toBe('index.0.id');
  });
});
