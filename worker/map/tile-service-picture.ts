import type { Context } from 'hono';
import type { DecodedTile } from '../../core/map/static/basemap-scene';
import { sourceLayers } from '../../core/map/static/basemap-scene';
import { type Camera, coveringTiles } from '../../core/map/static/camera';
import { decodeTile } from '../../core/map/static/mvt';
import { plainAttribution, serviceStyle, tileJson, tileUrl } from '../../core/map/static/service-style';
import type { AppEnv } from '../env';
import { callProvider, providerFetch } from '../forms/providers';
import { inBackground } from '../background';
import type { DrawnBasemap } from './static-map-tiles';

// A picture drawn from the tile service a site's map variant names (map.styles.<variant>.basemap.style):
// its style JSON, its TileJSON and the vector tiles the picture covers, fetched from the worker and
// kept in the Cache API, within bounds of time, bytes, tiles and features. Anything past a bound, or
// any failure, throws: the caller draws the built-in basemap instead and logs why.

const SERVICE_LIMITS = {
  /** Every fetch of one picture (style, TileJSON, tiles) together. */
  ms: 3000,
  /** The style and TileJSON each, then the tiles together. */
  jsonBytes: 1024 * 1024,
  tileBytes: 3 * 1024 * 1024,
  /** A 1120x640 picture at a fractional zoom covers at most 4x3 tiles. */
  tiles: 12,
  /** Features decoded from the tiles: what drawing time grows with. */
  features: 40_000,
};

const CACHE_NAME = 'tile-service';
/** Styles and TileJSON change with the service's releases; tiles with its data's rebuilds. */
const KEEP_SECONDS = { json: 86_400, tile: 7 * 86_400 };

interface ServiceSource {
  style: string;
  origins?: string[] | undefined;
}

class Budget {
  private bytes = 0;

  constructor(
    private readonly deadline: number,
    private readonly limit: number,
  ) {}

  remainingMs(): number {
    const left = this.deadline - Date.now();
    if (left <= 0) throw new Error(`took longer than ${SERVICE_LIMITS.ms} ms`);
    return left;
  }

  spend(bytes: number, what: string): void {
    this.bytes += bytes;
    if (this.bytes > this.limit) throw new Error(`${what}: over ${this.limit} bytes`);
  }
}

export async function tileServiceBasemap(c: Context<AppEnv>, source: ServiceSource, camera: Camera): Promise<DrawnBasemap> {
  const allowed = new Set([source.style, ...(source.origins ?? [])].map((url) => new URL(url).origin));
  const send = providerFetch(c.env, c.var.environment);
  const cache = await caches.open(CACHE_NAME);
  const deadline = Date.now() + SERVICE_LIMITS.ms;

  /** One address's bytes, kept or fetched; only from the hosts the site configured. */
  const bytesOf = async (url: string, budget: Budget, keep: number): Promise<ArrayBuffer | null> => {
    if (!allowed.has(new URL(url).origin)) throw new Error(`${url}: not the style's origin or one the site lists`);
    const kept = await cache.match(url);
    const response = kept ?? (await callProvider(send, new Request(url), budget.remainingMs()));
    // A tile the service does not have is empty ground, as in maplibre.
    if (response.status === 404 || response.status === 204) return null;
    if (!response.ok) throw new Error(`${url}: answered ${response.status}`);
    const bytes = await response.arrayBuffer();
    budget.spend(bytes.byteLength, url);
    if (!kept) {
      const stored = new Response(bytes, { headers: { 'Cache-Control': `public, max-age=${keep}`, 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream' } });
      inBackground(c.executionCtx, 'static_map.tile_service_store_failed', cache.put(url, stored), { url });
    }
    return bytes;
  };
  const jsonOf = async (url: string): Promise<unknown> => {
    const bytes = await bytesOf(url, new Budget(deadline, SERVICE_LIMITS.jsonBytes), KEEP_SECONDS.json);
    if (!bytes) throw new Error(`${url}: not found`);
    return JSON.parse(new TextDecoder().decode(bytes));
  };

  const style = serviceStyle(await jsonOf(source.style));
  const tiles = 'tiles' in style.source ? style.source.tiles : tileJson(await jsonOf(new URL(style.source.tileJson, source.style).href));
  const spots = coveringTiles(camera, tiles.minzoom, tiles.maxzoom);
  if (spots.length > SERVICE_LIMITS.tiles) throw new Error(`${spots.length} tiles: over ${SERVICE_LIMITS.tiles}`);
  const budget = new Budget(deadline, SERVICE_LIMITS.tileBytes);
  const template = new URL(tiles.tiles[0]!, source.style).href.replace(/%7B/g, '{').replace(/%7D/g, '}');
  const bytes = await Promise.all(spots.map((spot) => bytesOf(tileUrl(template, spot), budget, KEEP_SECONDS.tile)));
  const wanted = sourceLayers(style.layers);
  let features = 0;
  const decoded: DecodedTile[] = [];
  spots.forEach((spot, index) => {
    const data = bytes[index];
    if (!data) return;
    const layers = decodeTile(new Uint8Array(data), wanted);
    for (const layer of layers.values()) features += layer.features.length;
    decoded.push({ spot, layers });
  });
  if (features > SERVICE_LIMITS.features) throw new Error(`${features} features: over ${SERVICE_LIMITS.features}`);
  return { layers: style.layers, attribution: plainAttribution(tiles.attribution ?? ''), tiles: decoded, service: source.style };
}
