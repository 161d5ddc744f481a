import * as z from 'zod';
import { type Element, type GeoFeature, geoDataSchema, geoFeatureSchema } from '../content-shapes';

export interface Geometry {
  type: 'Point' | 'MultiPoint' | 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon';
  coordinates: unknown;
}

interface FeatureProperties {
  id: string;
  text?: string;
  typeId: string;
  /** The feature type's kind: point, path or polygon. */
  kind: 'point' | 'path' | 'polygon';
  /** '#rrggbb'; paths default to #444 (docs/product/maps.md#feature-types-and-styling). */
  color?: string;
  arrows: boolean;
  icon?: string;
  measurements: boolean;
}

export interface MapFeature {
  type: 'Feature';
  id: string;
  geometry: Geometry;
  properties: FeatureProperties;
}

const geometrySchema = z.object({
  type: z.enum(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']),
  coordinates: z.array(z.unknown()),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A feature's geometry from its `json` string or `geometry` object; undefined when neither is valid. */
function featureGeometry(feature: GeoFeature): Geometry | undefined {
  const raw = typeof feature.json === 'string' ? parseJson(feature.json) : feature.geometry;
  const geometry = geometrySchema.safeParse(raw);
  return geometry.success ? geometry.data : undefined;
}

function featureColor(feature: GeoFeature): string | undefined {
  const color = feature.type.color;
  if (color && /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) return `#${color}`;
  return feature.type.type === 'path' ? '#444' : undefined;
}

function toMapFeature(feature: GeoFeature): MapFeature | undefined {
  const geometry = featureGeometry(feature);
  if (!geometry) return undefined;
  const color = featureColor(feature);
  const icon = feature.type.attributes?.icon ?? undefined;
  const text = feature.text?.trim();
  return {
    type: 'Feature',
    id: feature.id,
    geometry,
    properties: {
      id: feature.id,
      ...(text ? { text } : {}),
      typeId: feature.type.id,
      kind: feature.type.type,
      ...(color ? { color } : {}),
      arrows: feature.type.attributes?.arrows === true,
      ...(icon ? { icon } : {}),
      measurements: feature.type.attributes?.measurements === true,
    },
  };
}

/**
 * The map features of a geo element. Features whose geometry JSON is invalid, and malformed feature
 * records, are skipped: one bad feature must not take a page down.
 */
export function geoFeatures(element: Element | undefined): MapFeature[] {
  if (element?.type !== 'geo' || typeof element.data !== 'object' || element.data === null) return [];
  const rawFeatures = (element.data as { features?: unknown }).features;
  if (!Array.isArray(rawFeatures)) return [];
  return rawFeatures.flatMap((raw) => {
    const parsed = geoFeatureSchema.safeParse(raw);
    const feature = parsed.success ? toMapFeature(parsed.data) : undefined;
    return feature ? [feature] : [];
  });
}

/** The element's `point` ('lng,lat') and `zoom`, when valid. */
export function geoPoint(element: Element | undefined): { point?: string; zoom?: number } {
  if (element?.type !== 'geo') return {};
  const data = geoDataSchema.safeParse(element.data);
  return data.success
    ? {
        ...(data.data.point ? { point: data.data.point } : {}),
        ...(typeof data.data.zoom === 'number' ? { zoom: data.data.zoom } : {}),
      }
    : {};
}
