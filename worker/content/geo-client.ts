import { log } from '../ops/log';
import { geoAnswer } from './answers';
import type { Params } from './client';
import { withQuery } from './client';
import { normalizeTimeout } from './client-config';
import { ContentConfigError } from './errors';
import { normalizePath, requireData } from './request-path';
import { send, type Upstream } from './transport';

export const missingGeoTokenMessage = 'Failed to send Geo API request: API token (config.elebase.token) not configured';

export interface GeoClientOptions {
  token?: string;
  timeout?: unknown;
  log?: boolean;
}

export interface GeoRequestOptions {
  params?: Params;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A GeoJSON geometry as the geo API takes it. */
export interface Geometry {
  type: string;
  coordinates: unknown;
}

/** The geo API client: no signature; the token rides as a query param on GET, in the body otherwise. */
export class GeoClient {
  private readonly timeoutMs: number;
  constructor(
    private readonly options: GeoClientOptions,
    private readonly upstream: Upstream,
  ) {
    this.timeoutMs = normalizeTimeout(options.timeout);
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: GeoRequestOptions = {}): Promise<unknown> {
    const token = this.options.token;
    if (!token) throw new ContentConfigError('token', missingGeoTokenMessage);
    const normalized = normalizePath(path);
    const get = method === 'GET';
    const body = get ? undefined : { ...(method === 'DELETE' && options.data === undefined ? {} : requireData(options.data)), token };
    const url = withQuery(`${this.upstream.geoBase}${normalized}`, get ? { ...options.params, token } : { ...options.params });
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    if (body) headers.set('Content-Type', 'application/json');
    if (this.options.log) log('info', 'geo.request', { method, path: normalized, data: body && { ...body, token: '********' } });
    const request = new Request(url, { method, headers, body: body && JSON.stringify(body) });
    return geoAnswer(await send(this.upstream, request, this.timeoutMs, options.signal));
  }

  elevations(geometry: Geometry, signal?: AbortSignal) {
    return this.request('POST', '/elevations', { data: { geometry }, signal });
  }

  measurements(geometry: Geometry, signal?: AbortSignal) {
    return this.request('POST', '/measurements', { data: { geometry }, signal });
  }
}
