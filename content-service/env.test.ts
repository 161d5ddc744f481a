import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsOf, signedHeaders } from '../test/support/content-service/signed';
import service from './index';

// The service's variables as its answers show them: a signed request, a geo token and the admin token
// are accepted or refused by what the variables hold. (That a parse is kept per env object is the
// shared parser's, asserted in worker/env.test.ts.)

type Bindings = Parameters<typeof service.fetch>[1];
type Vars = Record<string, unknown>;

const variant = (vars: Vars) => ({ ...env, ...vars }) as Bindings;

function fetchWith(vars: Vars, path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(service.fetch(new Request(`http://content.test${path}`, init), variant(vars), createExecutionContext()));
}

const geoToken = () => (JSON.parse(env.GEO_TOKENS) as string[])[0]!;

/** Statuses of a signed project request, a geo request with a configured token, and an admin request with the configured admin token. */
async function accepted(vars: Vars): Promise<number[]> {
  const signed = await signedHeaders(credentialsOf(env.PROJECT_KEYS, 'canal-trail'));
  // Each request is refused after its check passes (no id, no body): 400 means "let in", 401 "refused".
  const project = await fetchWith(vars, '/canal-trail/v1/elements', { headers: signed });
  const geo = await fetchWith(vars, '/measurements', { method: 'POST', body: JSON.stringify({ token: geoToken() }) });
  const admin = await fetchWith(vars, '/_admin/import', { method: 'POST', headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` }, body: '{}' });
  return [project.status, geo.status, admin.status];
}

/** A bad variable: a plain 500, and the log line that names it. */
async function failure(vars: Vars): Promise<{ status: number; log: string }> {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  const res = await fetchWith(vars, '/healthz');
  await res.arrayBuffer();
  vi.restoreAllMocks();
  return { status: res.status, log: lines.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

describe("the content service's environment", () => {
  it('reads the project keys, the geo tokens and the admin token', async () => {
    expect(await accepted({})).toEqual([400, 400, 400]);
    const unsigned = await fetchWith({}, '/canal-trail/v1/elements');
    expect(unsigned.status).toBe(401);
    const wrongToken = await fetchWith({}, '/measurements', { method: 'POST', body: JSON.stringify({ token: 'nope' }) });
    expect(wrongToken.status).toBe(401);
  });

  it('reads unset keys and tokens as none', async () => {
    expect(await accepted({ PROJECT_KEYS: undefined, GEO_TOKENS: undefined, ADMIN_TOKEN: '' })).toEqual([401, 401, 401]);
    // An empty admin token is no token: an empty bearer does not match it.
    const emptyBearer = await fetchWith({ ADMIN_TOKEN: '' }, '/_admin/import', { method: 'POST', headers: { Authorization: 'Bearer ' }, body: '{}' });
    expect(emptyBearer.status).toBe(401);
  });

  it('fails naming the variable, and where inside it', async () => {
    for (const [vars, variable, detail] of [
      [{ PROJECT_KEYS: 'not json' }, 'PROJECT_KEYS', 'not valid JSON'],
      [{ PROJECT_KEYS: JSON.stringify({ islands: { publicKey: 'pk' } }) }, 'PROJECT_KEYS', 'PROJECT_KEYS.islands.privateKey'],
      [{ GEO_TOKENS: '"one"' }, 'GEO_TOKENS', ''],
    ] as const) {
      const { status, log } = await failure(vars);
      expect(status, variable).toBe(500);
      expect(log).toContain('EnvironmentInvalid');
      expect(log).toContain(variable);
      expect(log).toContain(detail);
    }
  });

  it('answers a plain 500 on a bad environment, with the variable in its log and not in the answer', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const res = await fetchWith({ GEO_TOKENS: '[1]' }, '/healthz');
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { id: 'internal_error', data: null } });
    expect(body).not.toContain('GEO_TOKENS');
    expect(lines.join('\n')).toContain('GEO_TOKENS');
  });
});
