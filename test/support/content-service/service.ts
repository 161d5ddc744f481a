import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { credentialsOf, signedHeaders } from './signed';

// In the `content-service` vitest project the worker under test IS this service.

export const adminHeaders = () => ({ Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' });

export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(`http://content.test${path}`, init);
}

export async function adminImport(project: string, file: unknown, replace = true): Promise<Response> {
  return call('/_admin/import', { method: 'POST', headers: adminHeaders(), body: JSON.stringify({ project, export: file, replace }) });
}

export async function signedGet(project: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const auth = await signedHeaders(credentialsOf(env.PROJECT_KEYS, project));
  return call(`/${project}/v1${path}`, { headers: { ...auth, ...headers } });
}

export async function getJson<T>(project: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await signedGet(project, path, headers);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
