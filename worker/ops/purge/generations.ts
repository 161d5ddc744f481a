import type { RouteMatch } from '../../../core/routes';

// Purge generations: a value per site and per purged scope in KV. Every cached page and content
// answer is stored under a key that includes the values of the scopes it belongs to, so writing a
// new value makes every copy of that scope unreachable at once, in every data center, for every
// variant (language, query string, page of a list), where Cache API deletes reach one data center
// and one exact key.

export type Scope =
  /** Everything the site has cached. */
  | { kind: 'site' }
  /** Content answers and the pages built from lists: changed by every purge. */
  | { kind: 'content' }
  | { kind: 'entry'; id: string }
  | { kind: 'route'; name: string };

/** KV keeps a value this long after its last purge: longer than anything is cached under the older key. */
const SCOPE_LIFETIME_SECONDS = 8 * 24 * 3600;
/** Edge-cached KV reads: a purge reaches every data center within about this, the price of a cheap read. */
const READ_CACHE_SECONDS = 30;

function kvKey(siteId: string, scope: Scope): string {
  if (scope.kind === 'entry') return `${siteId}:entry:${scope.id}`;
  if (scope.kind === 'route') return `${siteId}:route:${scope.name}`;
  return `${siteId}:${scope.kind}`;
}

/** The values read for a request: `of` joins those of some scopes into part of a cache key. */
export interface Generations {
  of(scopes: readonly Scope[]): string;
}

/** One KV read for every scope the request's caches need; a scope never purged has the empty value. */
export async function readGenerations(kv: KVNamespace, siteId: string, scopes: readonly Scope[]): Promise<Generations> {
  const keys = [...new Set(scopes.map((scope) => kvKey(siteId, scope)))];
  const values = keys.length ? await kv.get(keys, { type: 'text', cacheTtl: READ_CACHE_SECONDS }) : new Map<string, string | null>();
  return {
    of: (wanted) =>
      wanted
        .map((scope) => {
          const key = kvKey(siteId, scope);
          if (!values.has(key)) throw new Error(`Generation of ${key} was not read for this request`);
          return values.get(key) ?? '';
        })
        .join('.'),
  };
}

/**
 * A new value for each scope. A fresh random value rather than a counter: no read-modify-write, so
 * two purges at once cannot undo each other. The site's own scopes live as long as the site; an
 * entry's or route's expire once nothing cached before the purge can still exist.
 */
export async function bumpGenerations(kv: KVNamespace, siteId: string, scopes: readonly Scope[]): Promise<string> {
  const value = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await Promise.all(
    scopes.map((scope) => {
      const lasting = scope.kind === 'site' || scope.kind === 'content';
      return kv.put(kvKey(siteId, scope), value, lasting ? {} : { expirationTtl: SCOPE_LIFETIME_SECONDS });
    }),
  );
  return value;
}

/** The entry a route's page shows: its page entry, or the {id} of the path (an occurrence's base entry). */
function pageEntryId(match: RouteMatch): string | undefined {
  return match.route.meta.entryId ?? match.params.id?.split('::')[0];
}

/**
 * The purge scopes a page belongs to: the site; the entry it shows (in every language, alias and
 * occurrence); its route (every query and page of a list); and, for lists and home pages, which may
 * show any entry, the content scope that every purge changes.
 */
export function pageScopes(match: RouteMatch | null): Scope[] {
  if (!match) return [{ kind: 'site' }, { kind: 'content' }];
  const entryId = pageEntryId(match);
  const scopes: Scope[] = [{ kind: 'site' }, { kind: 'route', name: match.route.name }];
  if (entryId) scopes.push({ kind: 'entry', id: entryId });
  if (match.route.view === 'index' || match.route.view === 'home') scopes.push({ kind: 'content' });
  return scopes;
}

/** What purging one path changes: the entry it shows, else its route; the content scope always. */
export function pathPurgeScopes(match: RouteMatch): Scope[] {
  const entryId = pageEntryId(match);
  const own: Scope = entryId && !match.route.meta.entryId ? { kind: 'entry', id: entryId } : { kind: 'route', name: match.route.name };
  return [own, { kind: 'content' }];
}

/** What the content cache's keys carry: every purge changes the content scope. */
export const CONTENT_SCOPES: readonly Scope[] = [{ kind: 'site' }, { kind: 'content' }];
