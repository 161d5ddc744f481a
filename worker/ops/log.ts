/** Structured log lines (one JSON object each) so Workers Logs can filter by field. */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...mask(fields) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** Credentials a field name gives away: passwords, tokens, secrets, keys, signatures, cookies. */
const SECRET_FIELD = /^(password|authorization|cookie|signature)$|token$|secret$|api_?key$|private_?key$/i;

/** Credential fields never reach a log line, however deep. */
export function mask(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value, (key, v) => (SECRET_FIELD.test(key) ? '********' : v)));
}
