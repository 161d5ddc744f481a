import { basicAuthorization, elebaseAuthorization, sign, signatureTime } from '../../core/content-signature';
import { withParams } from '../../core/query-string';
import { signingKey } from '../signing-key';
import { contentAnswer, firstOf } from './answers';
import type { ClientAuth, ClientConfig } from './client-config';
import { send, type Upstream } from './transport';

export type Params = Record<string, string | number | undefined>;

/** The content API paths the worker reads or writes (docs/product/content-api.md#hosts-and-paths). */
export type ContentPath = '/entries' | '/elements' | '/contacts' | '/embed/data';

export interface RequestOptions {
  params?: Params;
  headers?: Record<string, string>;
  /** Reduce a list answer to its first item (or null). */
  first?: boolean;
}

async function authorization(auth: ClientAuth, body: unknown): Promise<string> {
  if (auth.kind === 'token') return basicAuthorization(auth.token);
  const time = signatureTime();
  const signature = await sign(await signingKey(auth.privateKey), body, time);
  return elebaseAuthorization({ publicKey: auth.publicKey, signature, time });
}

/** The content API client (docs/product/content-api.md#content-client): signed requests, default phases, typed errors. */
export class ContentClient {
  constructor(
    readonly config: ClientConfig,
    private readonly upstream: Upstream,
  ) {}

  get(path: ContentPath, options: RequestOptions = {}): Promise<unknown> {
    return this.request('GET', path, undefined, options);
  }

  /** Creates: the body is the new record itself, signed like any other body. */
  post(path: ContentPath, body: object, options: RequestOptions = {}): Promise<unknown> {
    return this.request('POST', path, body, options);
  }

  private async request(method: 'GET' | 'POST', path: ContentPath, body: object | undefined, options: RequestOptions): Promise<unknown> {
    const query = { ...options.params };
    if (method === 'GET' && path === '/entries' && query.phase === undefined) query.phase = this.config.phases.join(',');
    const url = withParams(`${this.upstream.contentBase}/${this.config.project}/${this.config.version}${path}`, query);
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', this.config.locales.join(','));
    headers.set('Authorization', await authorization(this.config.auth, body));
    if (body) headers.set('Content-Type', 'application/json');
    const request = new Request(url, { method, headers, body: body && JSON.stringify(body) });
    const value = await contentAnswer(await send(this.upstream, request, this.config.timeoutMs));
    return options.first ? firstOf(value) : value;
  }
}
