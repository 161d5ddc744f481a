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
/** The estimate's size of a tile before it is fetched (the demo basemap's average is about 3.5 KB). */
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

interface StyleJson {
  glyphs?: string;
  sources: Record<string, { type: string; tiles?: string[]; maxzoom?: number }>;
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

/** The basemap tiles of the guide's area, from the regional zoom to the basemap's deepest, within the cap. */
export function basemapTiles(styleJson: unknown, bounds: Bounds, siteZoom: number): { tiles: string[]; glyphs: string[]; zooms: [number, number] } {
  if (!isStyle(styleJson)) throw new Error('the map style is not a style');
  const source = Object.values(styleJson.sources).find((candidate) => candidate.type === 'vector' && candidate.tiles?.[0]);
  if (!source?.tiles?.[0]) return { tiles: [], glyphs: glyphUrls(styleJson), zooms: [0, -1] };
  const maxZoom = source.maxzoom ?? 14;
  // A basemap that stops short of the regional zoom is drawn from its deepest tiles, stretched.
  const minZoom = Math.floor(Math.min(siteZoom, REGIONAL_ZOOM, maxZoom));
  const covered = tilesCovering(padBounds(bounds, PAD), minZoom, maxZoom, MAX_GUIDE_TILES);
  const template = source.tiles[0];
  return { tiles: covered.tiles.map((tile) => tileUrl(template, tile)), glyphs: glyphUrls(styleJson), zooms: [minZoom, covered.maxZoom] };
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

/** The size shown before saving: the files whose size is known, and an average per tile. */
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
