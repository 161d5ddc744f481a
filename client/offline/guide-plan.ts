// What a saved guide keeps (docs/decisions/037-saved-guides.md): read from the page's HTML, its
// features, the basemap style and the build's asset manifest, and the basemap tiles covering its
// features' area, padded a little, at every zoom from a regional one down to the basemap's deepest
// (tile-cover.ts). No DOM and no service-worker types: the page (saving) and the service
// worker (refreshing) share it, and it is unit-tested in Node.
import { boundsOf, type MapFeature } from '../map/feature-data';
import { type Bounds, padBounds, tilesCovering, tileUrl } from '../../core/map/tile-cover';

/** The most a guide may take on the device; saving past it is refused. */
export const GUIDE_BUDGET_BYTES = 10 * 1024 * 1024;
/** Basemap tiles kept per guide at most: deeper zooms are dropped first (tilesCovering). */
const MAX_GUIDE_TILES = 1500;
/** The estimate's size of a world basemap tile before it is fetched (the demo basemap's average is about 3.5 KB). */
const AVERAGE_TILE_BYTES = 5_000;
/** The closest regional zoom a guide starts from; a site whose map opens wider starts there. */
const REGIONAL_ZOOM = 8;
/** The share of the features' width and height kept around them, so the map pans a little past the route. */
const PAD = 0.25;
/** The glyph ranges saved per font: basic Latin and Latin Extended, what the demo sites' labels use. */
const GLYPH_RANGES = ['0-255', '256-511'];

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const [element] of html.matchAll(tag)) {
    const found = new RegExp(`\\s${attribute}="([^"]*)"`).exec(element);
    if (found?.[1]) values.push(decodeEntities(found[1]));
  }
  return values;
}

/** Absolute URLs of this origin only: a guide never keeps another host's files. */
function sameOrigin(values: readonly string[], base: string): string[] {
  const origin = new URL(base).origin;
  const urls = values.map((value) => new URL(value, base)).filter((url) => url.origin === origin);
  return [...new Set(urls.map((url) => url.href))];
}

/** What the map island of a page needs (ui/islands/map-props.ts): read from its props data block. */
interface MapIslandProps {
  features: string;
  style: string;
  settings: { zoom: { initial: number }; styles?: { default?: string } };
}

function mapIslandProps(html: string): MapIslandProps | undefined {
  const block = /<script[^>]*\sdata-island-props="map"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (!block) return undefined;
  const props = JSON.parse(block) as Partial<MapIslandProps>;
  if (typeof props.features !== 'string' || typeof props.style !== 'string' || typeof props.settings?.zoom?.initial !== 'number') return undefined;
  return props as MapIslandProps;
}

export interface PageParts {
  title: string;
  /** Pictures (the static map among them), the page's own scripts and stylesheets, its downloads. */
  files: string[];
  /** The map's features (features.geojson), its style, and the zoom the site's map opens at. */
  map: { features: string; style: string; zoom: number };
}

/** The style URL the map island asks for (client/map/maplibre-map.ts): the site's default variant. */
function styleUrl(props: MapIslandProps, pageUrl: string): string {
  const url = new URL(props.style, pageUrl);
  url.searchParams.set('style', props.settings.styles?.default ?? 'outdoor');
  return url.href;
}

/** What of a page's HTML a guide keeps; undefined when the page has no map with features. */
export function pageParts(html: string, pageUrl: string): PageParts | undefined {
  const props = mapIslandProps(html);
  if (!props) return undefined;
  const features = new URL(props.features, pageUrl).href;
  const downloads = attributeValues(html, /<a\s[^>]*>/g, 'href').filter((href) => /\/features\.(gpx|geojson)(\?|$)/.test(new URL(href, pageUrl).pathname + new URL(href, pageUrl).search));
  const files = sameOrigin(
    [
      ...attributeValues(html, /<img\s[^>]*>/g, 'src'),
      // A map's picture in its phone's frame: a guide saved on a desktop opens on a phone too.
      ...attributeValues(html, /<source\s[^>]*>/g, 'srcset'),
      ...attributeValues(html, /<script\s[^>]*>/g, 'src'),
      ...attributeValues(html, /<link\s[^>]*rel="stylesheet"[^>]*>/g, 'href'),
      ...downloads,
      features.replace(/\/features\.geojson(\?.*)?$/, '/features.gpx$1'),
    ],
    pageUrl,
  ).filter((url) => url !== features);
  const title =
    decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
      .split(' · ')[0]
      ?.trim() || new URL(pageUrl).pathname;
  return { title, files, map: { features, style: styleUrl(props, pageUrl), zoom: props.settings.zoom.initial } };
}

/** The features' area, or undefined when there are none. */
export function featuresBounds(geojson: unknown): Bounds | undefined {
  const features = (geojson as { features?: unknown } | null)?.features;
  return Array.isArray(features) ? boundsOf(features as MapFeature[]) : undefined;
}

interface StyleSource {
  type: string;
  tiles?: string[];
  minzoom?: number;
  maxzoom?: number;
}

interface StyleJson {
  glyphs?: string;
  sprite?: string | { id: string; url: string }[];
  sources: Record<string, StyleSource>;
  layers: { layout?: { 'text-font'?: unknown } }[];
  metadata?: { 'travel-guide:fonts'?: Record<string, string> };
}

function isStyle(value: unknown): value is StyleJson {
  const style = value as Partial<StyleJson> | null;
  return typeof style === 'object' && style !== null && typeof style.sources === 'object' && Array.isArray(style.layers);
}

/** The glyph ranges the style's labels and the map island's own labels (cluster counts) ask for. */
function glyphUrls(style: StyleJson): string[] {
  if (!style.glyphs) return [];
  const stacks = new Set<string>(Object.values(style.metadata?.['travel-guide:fonts'] ?? {}));
  for (const layer of style.layers) {
    const font = layer.layout?.['text-font'];
    if (Array.isArray(font) && font.every((name) => typeof name === 'string')) stacks.add(font.join(','));
  }
  return [...stacks].flatMap((stack) => GLYPH_RANGES.map((range) => new Request(style.glyphs!.replace('{fontstack}', stack).replace('{range}', range)).url));
}

/** The sprite sheets the style names, as maplibre asks for them: index and image, at 1x and 2x, before any query. */
function spriteUrls(style: StyleJson): string[] {
  const sprites = typeof style.sprite === 'string' ? [style.sprite] : (style.sprite ?? []).map((sprite) => sprite.url);
  return sprites.flatMap((sprite) => {
    const [path, query] = sprite.split('?');
    return ['.json', '.png', '@2x.json', '@2x.png'].map((suffix) => `${path}${suffix}${query ? `?${query}` : ''}`);
  });
}

/** A site's PMTiles archive is served from /map/archive/{variant}/ (worker/map/archive-tiles.ts), beside its tile sizes. */
const ARCHIVE_TILES = /\/map\/archive\/[\w-]+\/\{z\}\/\{x\}\/\{y\}\.\w+(\?.*)?$/;

export interface BasemapPlan {
  /** Glyph ranges and sprite sheets the style uses. */
  styleFiles: string[];
  /** The built-in world basemap's tiles, to its own deepest: sized by an average per tile. */
  world: { tiles: string[]; zooms: [number, number] };
  /** The site's archive: its tile URL template, its zooms to ask sizes for, and the sizes' URL. */
  archive?: { template: string; sizes: string; zooms: [number, number]; maxzoom: number };
}

/**
 * What of the basemap a guide keeps around `bounds`: the world basemap's tiles from the regional
 * zoom to its own deepest (an archive is drawn over it, not instead of it), and the archive's zooms
 * from the regional zoom or its first to its deepest, to be sized exactly by the worker and cut to the budget
 * (keepDeepestThatFit). Both within the tile cap, so the archive's zooms may already stop short.
 */
export function basemapPlan(styleJson: unknown, bounds: Bounds, siteZoom: number): BasemapPlan {
  if (!isStyle(styleJson)) throw new Error('the map style is not a style');
  const styleFiles = [...glyphUrls(styleJson), ...spriteUrls(styleJson)];
  const sources = Object.values(styleJson.sources).filter((source) => (source.type === 'vector' || source.type === 'raster') && source.tiles?.[0]);
  const archiveSource = sources.find((source) => ARCHIVE_TILES.test(source.tiles![0]!));
  const worldSource = sources.find((source) => source !== archiveSource);
  const deepest = Math.max(...sources.map((source) => source.maxzoom ?? 14), 0);
  // A basemap that stops short of the regional zoom is drawn from its deepest tiles, stretched.
  const minZoom = Math.floor(Math.min(siteZoom, REGIONAL_ZOOM, deepest));
  const area = padBounds(bounds, PAD);
  const archiveFrom = archiveSource ? Math.max(minZoom, archiveSource.minzoom ?? 0) : Number.POSITIVE_INFINITY;
  // The world's layers lie under the archive's at every zoom (docs/decisions/051-protomaps-schema.md),
  // so maplibre asks for the world's tiles (its deepest, stretched) inside the archive's zooms too.
  const world = worldSource ? tilesCovering(area, minZoom, worldSource.maxzoom ?? 14, MAX_GUIDE_TILES) : { tiles: [], maxZoom: minZoom - 1 };
  const plan: BasemapPlan = { styleFiles, world: { tiles: world.tiles.map((tile) => tileUrl(worldSource!.tiles![0]!, tile)), zooms: [minZoom, world.maxZoom] } };
  if (!archiveSource) return plan;
  const maxzoom = archiveSource.maxzoom ?? 14;
  const archive = tilesCovering(area, archiveFrom, maxzoom, MAX_GUIDE_TILES - world.tiles.length);
  if (archive.maxZoom < archiveFrom) return plan;
  const template = archiveSource.tiles![0]!;
  // Beside the tiles, with their version: a replaced archive's sizes are asked for anew.
  const sizes = new URL(template.replace(/\{z\}\/\{x\}\/\{y\}\.\w+/, 'sizes'));
  sizes.searchParams.set('bbox', area.join(','));
  sizes.searchParams.set('minzoom', String(archiveFrom));
  sizes.searchParams.set('maxzoom', String(archive.maxZoom));
  return { ...plan, archive: { template, sizes: sizes.href, zooms: [archiveFrom, archive.maxZoom], maxzoom } };
}

/** The worker's answer (worker/map/archive-sizes.ts): each held tile's zoom, column, row and stored bytes. */
export type SizedTile = [number, number, number, number];

/**
 * The archive's tiles kept within `room` bytes: whole zooms from the shallowest, stopping before the
 * first that does not fit (`cut`), so a long route keeps less detail rather than failing. The shallowest
 * zoom is kept even when it alone passes the room: the guide's size then says it cannot be saved.
 */
export function keepDeepestThatFit(template: string, tiles: readonly SizedTile[], room: number): { tiles: Map<string, number>; bytes: number; zoom: number; cut: boolean } {
  const zooms = [...new Set(tiles.map(([z]) => z))].sort((a, b) => a - b);
  const kept = new Map<string, number>();
  let bytes = 0;
  let zoom = -1;
  for (const z of zooms) {
    const level = tiles.filter((tile) => tile[0] === z);
    const levelBytes = level.reduce((sum, tile) => sum + tile[3], 0);
    if (zoom >= 0 && bytes + levelBytes > room) return { tiles: kept, bytes, zoom, cut: true };
    for (const [tz, x, y, size] of level) kept.set(tileUrl(template, { z: tz, x, y }), size);
    bytes += levelBytes;
    zoom = z;
  }
  return { tiles: kept, bytes, zoom, cut: false };
}

/**
 * Every file of the build a saved page runs with: the page-wide files and lazy chunks (so after a
 * deploy the page still has its own build's islands) and what the maplibre chunk loads by URL (its
 * worker and stylesheet).
 */
export function buildFiles(manifest: unknown, maplibreChunkText: string, origin: string): string[] {
  const { scripts = [], styles = [], chunks = {} } = (manifest ?? {}) as { scripts?: string[]; styles?: string[]; chunks?: Record<string, string> };
  const loaded = [...maplibreChunkText.matchAll(/["'`](\/assets\/[\w.-]+\.(?:m?js|css))["'`]/g)].map((found) => found[1]!);
  return sameOrigin([...scripts, ...styles, ...Object.values(chunks), ...loaded], `${origin}/`);
}

/** The lazy chunk that carries maplibre (client/map/maplibre-map.ts), by its name in the asset manifest. */
export function maplibreChunk(manifest: unknown): string | undefined {
  const chunks = ((manifest ?? {}) as { chunks?: Record<string, string> }).chunks ?? {};
  return Object.entries(chunks).find(([name]) => name.startsWith('maplibre-map-'))?.[1];
}

/** The size shown before saving: the files whose size is known, and an average per world basemap tile. */
export function estimateBytes(knownBytes: number, tileCount: number): number {
  return knownBytes + tileCount * AVERAGE_TILE_BYTES;
}

export function withinBudget(bytes: number, budget = GUIDE_BUDGET_BYTES): boolean {
  return bytes <= budget;
}

/** A saved guide is fetched again at most this often on page loads (on a new build, at once). */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a saved guide is due for a refresh: built by another build, or not fetched for a day. */
export function isStale(guide: { build: string; savedAt: number }, currentBuild: string | undefined, now: number): boolean {
  return (currentBuild !== undefined && guide.build !== currentBuild) || now - guide.savedAt >= REFRESH_AFTER_MS;
}
