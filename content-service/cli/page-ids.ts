import { buildRouteTable } from '../../core/routes';
import { loadSiteConfig, siteIds } from '../../sites';

// The page entry ids each site's route table expects (meta.entryId of every route), so the demo seed
// gives every route its CMS entry. Used by the test seed helper and `npm run content:seed`; the
// service itself knows nothing of sites/.

export function routePageEntryIds(projects: readonly string[] = siteIds): Record<string, string[]> {
  const known = new Set(siteIds);
  return Object.fromEntries(
    projects.filter((id) => known.has(id)).map((id) => [id, [...new Set(buildRouteTable(loadSiteConfig(id)).routes.flatMap((r) => (r.meta.entryId ? [r.meta.entryId] : [])))].sort()]),
  );
}
