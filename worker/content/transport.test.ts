import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { environmentOf } from '../env';
import { ContentTransportError } from './errors';
import { send, type Upstream, upstreamFor } from './transport';
import { defaultsFor } from '../../sites/defaults';

const hanging: Upstream = {
  contentBase: 'https://cdn.example',
  geoBase: 'https://geo.example',
  fetch: (request) =>
    new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new Error('aborted')));
    }),
};

describe('transport', () => {
  it("fails with 'timeout of {n}ms exceeded' when the answer is late", async () => {
    const error = await send(hanging, new Request('https://cdn.example/x'), 30).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentTransportError);
    expect(error).toMatchObject({ message: 'timeout of 30ms exceeded' });
  });

  it("fails with 'Network Error' when nothing answers", async () => {
    const broken: Upstream = { ...hanging, fetch: () => Promise.reject(new TypeError('connect ECONNREFUSED')) };
    const error = await send(broken, new Request('https://cdn.example/x'), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentTransportError);
    expect(error).toMatchObject({ message: 'Network Error' });
  });

  it('goes through the service binding only when CONTENT_VIA_SERVICE is true and the binding exists', () => {
    const defaults = defaultsFor('islands');
    const binding = { fetch: () => Promise.resolve(new Response('ok')) } as unknown as Fetcher;
    const upstream = (vars: Record<string, unknown>) => upstreamFor({ CONTENT: binding, ...vars }, environmentOf({ ...env, ...vars } as Env), defaults.content);
    expect(upstream({ CONTENT_VIA_SERVICE: 'true' }).contentBase).toBe('http://content-service');
    expect(upstream({ CONTENT_VIA_SERVICE: 'false' })).toMatchObject({ contentBase: 'https://cdn.elebase.io', geoBase: 'https://geo.elebase.io' });
    expect(upstream({ CONTENT_VIA_SERVICE: 'true', CONTENT: undefined }).contentBase).toBe('https://cdn.elebase.io');
  });
});
