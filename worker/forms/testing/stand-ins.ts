import { env } from 'cloudflare:test';

// The recording provider stand-ins behind the PROVIDERS binding (stand-ins/form-providers).

export interface Recorded {
  provider: 'captcha' | 'list' | 'mail' | 'directions' | 'search';
  url: string;
  authorization: string | null;
  body: Record<string, unknown>;
  status: number;
}

export async function recorded(provider: Recorded['provider'], containing: string): Promise<Recorded[]> {
  const res = await env.PROVIDERS.fetch(`http://stand-ins/_stand-in/requests?provider=${provider}`);
  const { requests } = await res.json<{ requests: Recorded[] }>();
  return requests.filter((r) => JSON.stringify(r.body).includes(containing));
}

/** The next `times` calls whose body contains `match` fail (503), are refused (400) or hang. */
export async function scriptFault(provider: Recorded['provider'], match: string, times: number, mode: 'error' | 'refuse' | 'hang' = 'error'): Promise<void> {
  const res = await env.PROVIDERS.fetch('http://stand-ins/_stand-in/faults', { method: 'POST', body: JSON.stringify({ provider, match, times, mode }) });
  if (res.status !== 204) throw new Error(`scripting a fault failed: ${res.status}`);
}
