import type { RouteMatch } from '../../../core/routes';
import type { Scope } from './generations';

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
