/** Structured log lines (one JSON object each) so Workers Logs can filter by field. */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  // One serialisation, masking on the way: a log line is written on every request.
  const line = JSON.stringify({ level, event, ...fields }, maskSecret);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** Credentials a field name gives away: passwords, tokens, secrets, keys, signatures, cookies. */
const SECRET_FIELD = /^(password|authorization|cookie|signature)$|token$|secret$|api_?key$|private_?key$/i;

function maskSecret(key: string, value: unknown): unknown {
  return SECRET_FIELD.test(key) ? '********' : value;
}
