import type { Environment } from '../env';

// The form providers (captcha verifier, list, staff mail) are plain HTTPS APIs at the URLs the site
// config names. Locally and in tests the PROVIDERS binding reaches recording stand-ins that answer
// those same URLs (stand-ins/form-providers), the way CONTENT reaches the embedded content service.

export type ProviderFetch = (request: Request) => Promise<Response>;

export function providerFetch(env: { PROVIDERS?: Fetcher }, { providersViaService }: Pick<Environment, 'providersViaService'>): ProviderFetch {
  const binding = env.PROVIDERS;
  if (providersViaService && binding) return (request) => binding.fetch(request);
  return (request) => fetch(request);
}

class ProviderTimeout extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${new URL(url).host} did not answer within ${timeoutMs} ms`);
    this.name = 'ProviderTimeout';
  }
}

/** One call with a deadline: a provider that hangs must not hold a visitor's request or a consumer. */
export async function callProvider(send: ProviderFetch, request: Request, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderTimeout(request.url, timeoutMs));
    }, timeoutMs);
  });
  try {
    return await Promise.race([send(new Request(request, { signal: controller.signal })), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
