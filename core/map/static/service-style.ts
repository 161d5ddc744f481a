import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import * as z from 'zod';
import { firstIssue } from '../../first-issue';
import type { TileSpot } from './camera';

// A tile service's vector style read for a picture (docs/decisions/052-static-map-renderer.md): its
// style JSON and TileJSON checked at the boundary, the vector source most of its layers draw from,
// and those layers. What the picture cannot read (another source, a raster, a 3D layer) it leaves out,
// as it leaves out what a screen would need JavaScript for.

const styleSchema = z.object({
  version: z.literal(8),
  sources: z.record(z.string(), z.looseObject({ type: z.string(), url: z.string().optional(), tiles: z.array(z.string()).min(1).optional(), attribution: z.string().optional() })),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string(), source: z.string().optional(), 'source-layer': z.string().optional() })).min(1),
});

const tileJsonSchema = z.looseObject({
  tiles: z.array(z.string()).min(1),
  minzoom: z.number().int().min(0).max(30).default(0),
  maxzoom: z.number().int().min(0).max(30).default(14),
  attribution: z.string().optional(),
});

export type TileJson = z.infer<typeof tileJsonSchema>;

export interface ServiceStyle {
  layers: LayerSpecification[];
  /** The TileJSON's address, or the source's own tile list. */
  source: { tileJson: string } | { tiles: TileJson };
}

/** The first problem of a parse as one line naming its field, prefixed by what was read. */
function checked<T>(what: string, schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const { path, message } = firstIssue(parsed.error);
  throw new Error(`${what}${path ? `.${path}` : ''}: ${message}`);
}

/** The style's vector source its layers draw from most, and the background and layers on it. */
export function serviceStyle(json: unknown): ServiceStyle {
  const style = checked('style', styleSchema, json);
  const counts = new Map<string, number>();
  for (const layer of style.layers) if (layer.source && style.sources[layer.source]?.type === 'vector') counts.set(layer.source, (counts.get(layer.source) ?? 0) + 1);
  const [name] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!name) throw new Error('style.sources: no vector source that a layer draws from');
  const source = style.sources[name]!;
  const layers = style.layers.filter((layer) => layer.type === 'background' || layer.source === name) as unknown as LayerSpecification[];
  if (source.tiles) return { layers, source: { tiles: checked(`style.sources.${name}`, tileJsonSchema, source) } };
  if (!source.url) throw new Error(`style.sources.${name}: neither url nor tiles`);
  return { layers, source: { tileJson: source.url } };
}

export const tileJson = (json: unknown): TileJson => checked('tilejson', tileJsonSchema, json);

/** A tile's address from the source's template. */
export const tileUrl = (template: string, { z, x, y }: TileSpot) => template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/** Credits as a picture's plain text: a TileJSON's attribution is markup (links to the data's owners). */
export function plainAttribution(html: string): string {
  const entities: Record<string, string> = { '&copy;': '©', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => entities[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
