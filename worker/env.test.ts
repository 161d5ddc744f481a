import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentOf } from './env';
import { EnvironmentInvalid } from './errors';
import worker from './index';
import { siteZone } from './testing/worker-fetch';

const zone = siteZone('env');
const variant = (vars: Record<string, unknown>) => ({ ...env, ...vars }) as Env;

function failureOf(vars: Record<string, unknown>): EnvironmentInvalid {
  try {
    environmentOf(variant(vars));
  } catch (error) {
    if (error instanceof EnvironmentInvalid) return error;
    throw error;
  }
  throw new Error('the environment parsed');
}

afterEach(() => vi.restoreAllMocks());

describe('the environment parse', () => {
  it('reads what each variable means, once per env object', () => {
    const environment = environmentOf(env);
    expect(environment).toBe(environmentOf(env));
    expect(environment.buildVersion).toBe('dev');
    expect(environment.formRetryBaseSeconds).toBe(0);
    expect(environment.contentBinding).toBe(env.CONTENT);
    expect(environment.providersBinding).toBe(env.PROVIDERS);
    expect(environment.secretsOf('canal-trail').previewKey).toMatch(/^[0-9a-f]{64}$/);
    expect(environment.secretsOf('no-such-site')).toEqual({});
  });

  it('falls back where a variable is optional: 30 s retries, the hosted APIs, empty secrets unset', () => {
    const environment = environmentOf(variant({ FORM_RETRY_BASE_SECONDS: undefined, CONTENT_VIA_SERVICE: 'false', PROVIDERS_VIA_SERVICE: undefined, SITE_ISLANDS_GEO_TOKEN: '' }));
    expect(environment.formRetryBaseSeconds).toBe(30);
    expect(environment.contentBinding).toBeUndefined();
    expect(environment.providersBinding).toBeUndefined();
    expect(environment.secretsOf('islands').geoToken).toBeUndefined();
    expect(environment.secretsOf('islands').previewKey).toBeDefined();
  });

  it('fails naming the variable that is missing or malformed', () => {
    expect(failureOf({ BUILD_VERSION: undefined }).variable).toBe('BUILD_VERSION');
    expect(failureOf({ FORM_RETRY_BASE_SECONDS: 'soon' }).variable).toBe('FORM_RETRY_BASE_SECONDS');
    expect(failureOf({ FORM_RETRY_BASE_SECONDS: '-5' }).message).toContain('whole number of seconds');
    expect(failureOf({ CONTENT_VIA_SERVICE: 'yes' }).variable).toBe('CONTENT_VIA_SERVICE');
    expect(failureOf({ SITE_CANAL_TRAIL_PREVIEW_KEY: 42 }).variable).toBe('SITE_CANAL_TRAIL_PREVIEW_KEY');
  });
});

describe('a worker on a bad environment', () => {
  it('answers a plain server error, logs the variable and shows no internals', async () => {
    await zone.register(['islands'], { seed: false });
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const request = new Request(`http://${zone.host('islands')}/healthz`, { headers: { Accept: 'application/json' } });
    const res = await worker.fetch(request, variant({ FORM_RETRY_BASE_SECONDS: 'soon' }), createExecutionContext());
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ error: { status: 500, id: 'internal_error' } });
    expect(body).not.toContain('FORM_RETRY_BASE_SECONDS');
    expect(body).not.toMatch(/at \S+ \(|\.ts:\d+/);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ event: 'environment.invalid', variable: 'FORM_RETRY_BASE_SECONDS' }));
  });

  it('serves as usual once the environment parses', async () => {
    await zone.register(['islands'], { seed: false });
    const res = await worker.fetch(new Request(`http://${zone.host('islands')}/healthz`), variant({}), createExecutionContext());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, version: 'dev' });
  });
});
