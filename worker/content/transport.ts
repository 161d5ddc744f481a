import type { SiteConfig } from '../../core/site-config';
import type { Environment } from '../env';
import { ContentTransportError } from './errors';

/** Where requests go: the embedded service through its binding, or the hosted API over HTTPS. */
export interface Upstream {
  contentBase: string;
  geoBase: string;
  fetch(request: Request): Promise<Response>;
}

/** The service binding keeps the hosted API's URL shape, so signing and paths do not change. */
export function upstreamFor(env: { CONTENT?: Fetcher }, { contentViaService }: Pick<Environment, 'contentViaService'>, content: SiteConfig['content']): Upstream {
  const binding = env.CONTENT;
  if (contentViaService && binding) {
    return { contentBase: 'http://content-service', geoBase: 'http://content-service', fetch: (request) => binding.fetch(request) };
  }
  return {
    contentBase: content.origin.replace(/\/+$/, ''),
    geoBase: content.geoOrigin.replace(/\/+$/, ''),
    fetch: (request) => fetch(request),
  };
}

/**
 * Sends one request with the site's timeout (0 = none). Failures without an HTTP answer become
 * ContentTransportError, which the content cache treats as an outage.
 */
export async function send(upstream: Upstream, request: Request, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    if (timeoutMs <= 0) return;
    timer = setTimeout(() => {
      controller.abort();
      reject(new ContentTransportError(`timeout of ${timeoutMs}ms exceeded`));
    }, timeoutMs);
  });
  try {
    const sent = upstream.fetch(new Request(request, { signal: controller.signal })).catch((cause: unknown) => {
      throw new ContentTransportError('Network Error', { cause });
    });
    return await Promise.race([sent, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
