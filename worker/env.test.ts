import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentOf } from './env';
import worker from './index';
import { siteZone } from '../test/support/worker-fetch';

const zone = siteZone('env');
const variant = (vars: Record<string, unknown>) => ({ ...env, ...vars }) as Env;

const fails = (vars: Record<string, unknown>, variable: string, detail = '') =>
  expect(() => environmentOf(variant(vars))).toThrow(expect.objectContaining({ name: 'EnvironmentInvalid', variable, message: expect.stringContaining(detail) }));

afterEach(() => vi.restoreAllMocks());

describe('the environment parse', () => {
  it('reads what each variable means, once per env object', () => {
    const environment = environmentOf(env);
    expect(environment).toBe(environmentOf(env));
    expect(environment.buildVersion).toBe('dev');
    expect(environment.formRetryBaseSeconds).toBe(0);
    expect(environment.contentViaService).toBe(true);
    expect(environment.providersViaService).toBe(true);
    expect(environment.secretsOf('canal-trail').previewKey).toMatch(/^[0-9a-f]{64}$/);
    expect(environment.secretsOf('no-such-site')).toEqual({});
  });

  it('falls back where a variable is optional: 30 s retries, the hosted APIs, empty secrets unset', () => {
    const environment = environmentOf(variant({ FORM_RETRY_BASE_SECONDS: undefined, CONTENT_VIA_SERVICE: 'false', PROVIDERS_VIA_SERVICE: undefined, SITE_ISLANDS_GEO_TOKEN: '' }));
    expect(environment.formRetryBaseSeconds).toBe(30);
    expect(environment.contentViaService).toBe(false);
    expect(environment.providersViaService).toBe(false);
    expect(environment.secretsOf('islands').geoToken).toBeUndefined();
    expect(environment.secretsOf('islands').previewKey).toBeDefined();
  });

  it('fails naming the variable that is missing or malformed', () => {
    fails({ BUILD_VERSION: undefined }, 'BUILD_VERSION');
    fails({ FORM_RETRY_BASE_SECONDS: 'soon' }, 'FORM_RETRY_BASE_SECONDS', 'whole number of seconds');
    fails({ FORM_RETRY_BASE_SECONDS: '-5' }, 'FORM_RETRY_BASE_SECONDS', 'whole number of seconds');
    fails({ CONTENT_VIA_SERVICE: 'yes' }, 'CONTENT_VIA_SERVICE');
    fails({ SITE_CANAL_TRAIL_PREVIEW_KEY: 42 }, 'SITE_CANAL_TRAIL_PREVIEW_KEY');
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
