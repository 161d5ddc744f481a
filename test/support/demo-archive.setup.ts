import { env } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { liechtenstein } from '../../sites/liechtenstein';

// Every worker test file starts with its own R2 storage: the liechtenstein site's basemap archive is put
// where its config names it, as `npm start` puts it in the local bucket, so its maps and pictures draw.
const basemap = liechtenstein.map?.styles?.outdoor?.basemap;
const key = basemap && 'pmtiles' in basemap ? basemap.pmtiles : undefined;

beforeAll(async () => {
  if (key) await env.BASEMAPS.put(key, env.TEST_OSM_BASEMAP);
});
