import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentOf, type ServiceBindings } from './env';
import { EnvironmentInvalid } from './errors';
import service from './index';

const variant = (vars: Record<string, unknown>) => ({ ...env, ...vars }) as ServiceBindings;

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
    expect(failureOf({ PROJECT_KEYS: 'not json' }).variable).toBe('PROJECT_KEYS');
    const missingKey = failureOf({ PROJECT_KEYS: JSON.stringify({ islands: { publicKey: 'pk' } }) });
    expect(missingKey).toMatchObject({ variable: 'PROJECT_KEYS', message: expect.stringContaining('PROJECT_KEYS.islands.privateKey') });
    expect(failureOf({ GEO_TOKENS: '"one"' }).variable).toBe('GEO_TOKENS');
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
