import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentOf, type ServiceBindings } from './env';
import service from './index';

const variant = (vars: Record<string, unknown>) => ({ ...env, ...vars }) as ServiceBindings;

const fails = (vars: Record<string, unknown>, variable: string, detail = '') =>
  expect(() => environmentOf(variant(vars))).toThrow(expect.objectContaining({ name: 'EnvironmentInvalid', variable, message: expect.stringContaining(detail) }));

afterEach(() => vi.restoreAllMocks());

describe("the content service's environment", () => {
  it('reads the keys, tokens and admin token once per env object', () => {
    const environment = environmentOf(env);
    expect(environment).toBe(environmentOf(env));
    expect(environment.projectKeys['canal-trail']).toMatchObject({ publicKey: expect.stringMatching(/^pk_canal-trail_/) });
    expect(environment.geoTokens.size).toBeGreaterThan(0);
    expect(environment.adminToken).toBe(env.ADMIN_TOKEN);
  });

  it('reads unset keys and tokens as none', () => {
    const environment = environmentOf(variant({ PROJECT_KEYS: undefined, GEO_TOKENS: undefined, ADMIN_TOKEN: '' }));
    expect(environment).toMatchObject({ projectKeys: {}, adminToken: undefined });
    expect(environment.geoTokens.size).toBe(0);
  });

  it('fails naming the variable, and where inside it', () => {
    fails({ PROJECT_KEYS: 'not json' }, 'PROJECT_KEYS', 'not valid JSON');
    fails({ PROJECT_KEYS: JSON.stringify({ islands: { publicKey: 'pk' } }) }, 'PROJECT_KEYS', 'PROJECT_KEYS.islands.privateKey');
    fails({ GEO_TOKENS: '"one"' }, 'GEO_TOKENS');
  });

  it('answers a plain 500 on a bad environment, with the variable in its log and not in the answer', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const res = await service.fetch(new Request('http://content.test/healthz'), variant({ GEO_TOKENS: '[1]' }), createExecutionContext());
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { id: 'internal_error', data: null } });
    expect(body).not.toContain('GEO_TOKENS');
    expect(lines.join('\n')).toContain('GEO_TOKENS');
  });
});
