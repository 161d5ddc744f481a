import { deepMerge } from '../core/deep-merge';
import { type SiteConfig, siteConfigSchema } from '../core/site-config';
import { canalTrail } from './canal-trail';
import { defaults } from './defaults';
import { islands } from './islands';
import type { SiteFile } from './site-file';

// A static table, not dynamic imports: the worker bundle must contain every site.
const siteFiles: Record<string, SiteFile> = {
  [islands.id]: islands,
  [canalTrail.id]: canalTrail,
};

export const siteIds: readonly string[] = Object.keys(siteFiles).sort();

/** Thrown for an unknown site id, shaped like Node's missing-module error (SPEC.md section 8). */
export class SiteModuleNotFound extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(id: string) {
    super(`Cannot find module './${id}'`);
    this.name = 'SiteModuleNotFound';
  }
}

const loaded = new Map<string, SiteConfig>();

/** Defaults deep-merged with the site's file, validated; memoised since configs never change at run time. */
export function loadSiteConfig(id: string): SiteConfig {
  const cached = loaded.get(id);
  if (cached) return cached;
  const file = Object.hasOwn(siteFiles, id) ? siteFiles[id] : undefined;
  if (!file) throw new SiteModuleNotFound(id);
  const config = siteConfigSchema.parse(deepMerge(defaults, file));
  loaded.set(id, config);
  return config;
}
