/** Host header -> lookup key: lower-cased, port and trailing dot dropped. Pure, so it is table-tested. */
export function normalizeHost(raw: string | null | undefined): string {
  let host = (raw ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  return host.replace(/\.+$/, '');
}
