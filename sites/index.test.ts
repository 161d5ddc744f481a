import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../core/site-config';
import { loadSiteConfig, siteIds } from './index';

describe('site configurations', () => {
  it.each(siteIds)('%s validates against the schema', (id) => {
    const config = loadSiteConfig(id);
    expect(config.id).toBe(id);
    expect(siteConfigSchema.safeParse(config).success).toBe(true);
  });

  it('fails an unknown site id like a missing module', () => {
    expect(() => loadSiteConfig('atlantis')).toThrowError(
      expect.objectContaining({ message: expect.stringContaining('Cannot find module'), code: 'MODULE_NOT_FOUND' }),
    );
  });

  it('merges the site file over defaults, replacing arrays', () => {
    const islands = loadSiteConfig('islands');
    expect(islands.locales.map((l) => l.id)).toEqual(['en', 'es']);
    expect(islands.cache.dynamic).toBe(3600);
    expect(islands.content.project).toBe('islands');
    expect(islands.content.version).toBe('v1');
  });
});
