// What the stand-ins remember between requests (one isolate serves them all): every call they
// answered, and faults a test or a developer scripted for the next calls.

export type Provider = 'captcha' | 'list' | 'mail' | 'directions' | 'search' | 'tiles';

export interface Recorded {
  provider: Provider;
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
  status: number;
  at: string;
}

/**
 * error: a 503 answer; refuse: a 400 that no retry will change; hang: no answer for a long while
 * (the caller's timeout must act). Only calls
 * whose body contains `match` (an address, a token) are hit, so tests running side by side and
 * sharing these stand-ins do not trip over each other's faults.
 */
export interface Fault {
  provider: Provider;
  mode: 'error' | 'refuse' | 'hang';
  times: number;
  match: string;
}

const recorded: Recorded[] = [];
const faults: Fault[] = [];

export function record(entry: Omit<Recorded, 'at'>): void {
  recorded.push({ ...entry, at: new Date().toISOString() });
}

export function requests(provider?: string | null): Recorded[] {
  return provider ? recorded.filter((r) => r.provider === provider) : [...recorded];
}

export function script(fault: Fault): void {
  faults.push({ ...fault });
}

/** The next scripted fault for this call, used up one call at a time. */
export function nextFault(provider: Provider, body: string): Fault['mode'] | undefined {
  const fault = faults.find((f) => f.provider === provider && f.times > 0 && body.includes(f.match));
  if (!fault) return undefined;
  fault.times -= 1;
  return fault.mode;
}
