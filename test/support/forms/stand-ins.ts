import { env } from 'cloudflare:test';
import type { Fault, Provider, Recorded as RecordedCall } from '../../../stand-ins/form-providers/recorder';

// The recording provider stand-ins behind the PROVIDERS binding (stand-ins/form-providers).

/** A recorded call whose body the tests read as an object (every provider the forms call is sent one). */
type Recorded = Omit<RecordedCall, 'body'> & { body: Record<string, unknown> };

export async function recorded(provider: Provider, containing: string): Promise<Recorded[]> {
  const res = await env.PROVIDERS.fetch(`http://stand-ins/_stand-in/requests?provider=${provider}`);
  const { requests } = await res.json<{ requests: Recorded[] }>();
  return requests.filter((r) => JSON.stringify(r.body).includes(containing));
}

/** The next `times` calls whose body contains `match` fail (503), are refused (400) or hang. */
export async function scriptFault(provider: Provider, match: string, times: number, mode: Fault['mode'] = 'error'): Promise<void> {
  const res = await env.PROVIDERS.fetch('http://stand-ins/_stand-in/faults', { method: 'POST', body: JSON.stringify({ provider, match, times, mode }) });
  if (res.status !== 204) throw new Error(`scripting a fault failed: ${res.status}`);
}
