import { buildRouteTable, type RouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';

// A site's route table depends on its configuration alone, and configurations are memoised per
// isolate: build each table once instead of on every request. Keyed by the config object, so a test
// that renders a variant of a site's configuration gets that variant's table.
const tables = new WeakMap<SiteConfig, RouteTable>();

export function routeTableFor(config: SiteConfig): RouteTable {
  let table = tables.get(config);
  if (!table) {
    table = buildRouteTable(config);
    tables.set(config, table);
  }
  return table;
}
