import { env } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { siteIds } from '../../sites';
import { liechtenstein } from '../../sites/liechtenstein';
import { bumpGenerations, CONTENT_SCOPES } from '../../worker/ops/purge/generations';

// Runs before every worker test file. The files share one runtime and its storage (decision 065), so
// each starts from what a file of its own would have seen:
// - the basemap bucket as a fresh runtime has it: archives files before this one put are gone (a
//   test may expect a site's archive missing), and the liechtenstein site's archive is where its config
//   names it, as `npm start` puts it in the local bucket, so its maps and pictures draw;
// - every site purged, as an operator would: the pages and content answers files before this one left
//   in the Cache API and in memory are out of reach, so a test that expects a cold cache finds one.
const basemap = liechtenstein.map?.styles?.outdoor?.basemap;
const key = basemap && 'pmtiles' in basemap ? basemap.pmtiles : undefined;

async function emptyBasemaps(): Promise<void> {
  for (let listed = await env.BASEMAPS.list(); listed.objects.length; listed = await env.BASEMAPS.list()) {
    await env.BASEMAPS.delete(listed.objects.map((object) => object.key));
  }
}

beforeAll(async () => {
  await emptyBasemaps();
  if (key) await env.BASEMAPS.put(key, env.TEST_OSM_BASEMAP);
  await Promise.all(siteIds.map((site) => bumpGenerations(env.CACHE_GENERATIONS, site, CONTENT_SCOPES)));
});
