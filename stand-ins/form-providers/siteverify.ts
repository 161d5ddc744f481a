// reCAPTCHA's and Turnstile's siteverify: a form post of secret, response and remoteip (Turnstile
// also takes JSON), answered 200 { success, challenge_ts, hostname, "error-codes" }. Tokens starting
// with "fail" are rejected, any other passes: the widgets cannot run here, so tests pick the verdict.
// A secret starting with "invalid" is refused as the real verifiers refuse a wrong key.

async function params(request: Request): Promise<Record<string, string>> {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) return (await request.json().catch(() => ({}))) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())));
}

export async function siteverify(request: Request): Promise<{ status: number; body: unknown }> {
  const { secret, response } = await params(request);
  const codes = [...(secret ? [] : ['missing-input-secret']), ...(response ? [] : ['missing-input-response'])];
  if (secret?.startsWith('invalid')) codes.push('invalid-input-secret');
  if (codes.length === 0 && response!.startsWith('fail')) codes.push('invalid-input-response');
  const success = codes.length === 0;
  return { status: 200, body: { success, ...(success ? { challenge_ts: new Date().toISOString(), hostname: 'stand-in.localhost' } : {}), 'error-codes': codes } };
}
