import { basicAuthorization, elebaseAuthorization, sign, signatureTime } from '../../core/content-signature';
import { log } from '../ops/log';
import { contentAnswer, firstOf } from './answers';
import type { ClientAuth, ClientConfig } from './client-config';
import { normalizePath, requireData } from './request-path';
import { send, type Upstream } from './transport';

export type Params = Record<string, string | number | undefined>;

export interface RequestOptions {
  params?: Params;
  data?: unknown;
  headers?: Record<string, string>;
  /** Reduce a list answer to its first item (or null). */
  first?: boolean;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function authorization(auth: ClientAuth, body: unknown, nowMs = Date.now()): Promise<string> {
  if (auth.kind === 'token') return basicAuthorization(auth.token, auth.user);
  const time = signatureTime(nowMs);
  const signature = await sign(auth.privateKey, body, time);
  return elebaseAuthorization({ publicKey: auth.publicKey, signature, time, user: auth.user });
}

export function withQuery(url: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const encoded = query.toString();
  return encoded ? `${url}?${encoded}` : url;
}

/** The content API client (CONTENT-API.md): signed requests, default phases, typed errors. */
export class ContentClient {
  constructor(
    readonly config: ClientConfig,
    private readonly upstream: Upstream,
  ) {}

  async get(path: string, options: RequestOptions = {}): Promise<unknown> {
    return this.request('GET', path, options);
  }
  async post(path: string, options: RequestOptions): Promise<unknown> {
    return this.request('POST', path, { ...options, data: requireData(options.data) });
  }
  async create(path: string, options: RequestOptions): Promise<unknown> {
    return this.post(path, options);
  }
  async put(path: string, options: RequestOptions): Promise<unknown> {
    return this.request('PUT', path, { ...options, data: requireData(options.data) });
  }
  async update(path: string, options: RequestOptions): Promise<unknown> {
    return this.put(path, options);
  }
  async delete(path: string, options: RequestOptions = {}): Promise<unknown> {
    return this.request('DELETE', path, options);
  }

  /** The URL a request goes to, with the default phase param on GET /entries. */
  url(method: Method, path: string, params: Params = {}): string {
    const normalized = normalizePath(path);
    const query = { ...params };
    if (method === 'GET' && normalized === '/entries' && query.phase === undefined) query.phase = this.config.phases.join(',');
    return withQuery(`${this.upstream.contentBase}/${this.config.project}/${this.config.version}${normalized}`, query);
  }

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
    const url = this.url(method, path, options.params);
    const body = options.data === undefined ? undefined : options.data;
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', this.config.locales.join(','));
    headers.set('Authorization', await authorization(this.config.auth, body));
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (this.config.log) log('info', 'content.request', { method, url, data: body });
    const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const value = await contentAnswer(await send(this.upstream, request, this.config.timeoutMs, options.signal));
    return options.first ? firstOf(value) : value;
  }
}
