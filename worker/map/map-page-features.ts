import type { Context } from 'hono';
import { drawnProperties, type PictureFeature, pictureFeatures } from '../../core/map/static/picture-features';
import { cacheKey } from '../content/cache-key';
import { loadCached } from '../content/stale-cache';
import type { AppEnv } from '../env';
import { mapEntryPages } from '../feeds/map-entries';
import { CONTENT_SCOPES } from '../ops/purge/generations';
import { modelContext } from '../pages/models/context';
import { entryDownloadFeatures } from '../pages/models/download-features';

// The map page's picture draws every entry of the map types (up to 20,000), and loading them whole
// costs hundreds of milliseconds at 5,000. So its features are built once in their compact form
// (core/map/static/picture-features.ts) and kept beside the content answers they come from, in memory
// and the Cache API, under the site's content purge generation, language, phases and build: a purge,
// a change of language or a deploy moves them to a new key and the next picture rebuilds them; like
// the content answers they refresh after the site's dynamic TTL and stand in while the service fails
// (docs/decisions/043-map-page-points.md).

/** Names the kept list in the content cache's key; a new build never reads an older build's list. */
const KEY_PATH = 'static-map/map-page-features';

async function build(c: Context<AppEnv>): Promise<PictureFeature[]> {
  const ctx = modelContext(c);
  const properties = drawnProperties(ctx.config.map);
  const features: PictureFeature[] = [];
  for await (const entries of mapEntryPages(c)) for (const entry of entries) features.push(...pictureFeatures(entryDownloadFeatures(entry, ctx), properties));
  return features;
}

/** The map page's features as its picture draws them: kept per purge generation, built in preview. */
export async function mapPageFeatures(c: Context<AppEnv>): Promise<readonly PictureFeature[]> {
  if (c.var.preview) return build(c);
  const { config } = c.var.site;
  const key = await cacheKey({
    siteId: config.id,
    path: `${KEY_PATH}/${c.var.environment.buildVersion}`,
    locales: [c.var.locale],
    phases: config.content.phases,
    generation: c.var.generations.of(CONTENT_SCOPES),
  });
  const kept = await loadCached({ siteId: config.id, key, ttlSeconds: config.cache.dynamic, load: () => build(c), waitUntil: (promise) => c.executionCtx.waitUntil(promise) });
  return kept.value;
}
