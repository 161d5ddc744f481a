import type { SiteConfig } from '../../core/site-config';
import { ContentTransportError } from './errors';

/** Where requests go: the embedded service through its binding, or the hosted API over HTTPS. */
export interface Upstream {
  contentBase: string;
  geoBase: string;
  fetch(request: Request): Promise<Response>;
}

interface TransportEnv {
  CONTENT_VIA_SERVICE?: string;
  CONTENT?: Fetcher;
}

/** The service binding keeps the hosted API's URL shape, so signing and paths do not change. */
export function upstreamFor(env: TransportEnv, content: SiteConfig['content']): Upstream {
  const binding = env.CONTENT;
  if (env.CONTENT_VIA_SERVICE === 'true' && binding) {
    return { contentBase: 'http://content-service', geoBase: 'http://content-service', fetch: (request) => binding.fetch(request) };
  }
  return {
    contentBase: content.origin.replace(/\/+$/, ''),
    geoBase: content.geoOrigin.replace(/\/+$/, ''),
    fetch: (request) => fetch(request),
  };
}

/**
 * Sends one request with the client's timeout (0 = none). Failures without an HTTP answer become
 * ContentTransportError with the wire contract's texts.
 */
export async function send(upstream: Upstream, request: Request, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
  if (signal?.aborted) throw new ContentTransportError('ECONNABORTED', 'Request aborted');
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failures = new Promise<never>((_, reject) => {
    if (timeoutMs > 0) {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ContentTransportError('ETIMEDOUT', `timeout of ${timeoutMs}ms exceeded`));
      }, timeoutMs);
    }
    signal?.addEventListener('abort', () => {
      controller.abort();
      reject(new ContentTransportError('ECONNABORTED', 'Request aborted'));
    });
  });
  try {
    const sent = upstream.fetch(new Request(request, { signal: controller.signal })).catch((cause: unknown) => {
      throw new ContentTransportError('ERR_NETWORK', 'Network Error', { cause });
    });
    return await Promise.race([sent, failures]);
  } finally {
    clearTimeout(timer);
  }
}
