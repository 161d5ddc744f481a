import { Color, Formatted, featureFilter, normalizePropertyExpression, Padding, ResolvedImage } from '@maplibre/maplibre-gl-style-spec';
import { PROPERTY_SPECS } from './property-specs';

// A layer's filter, paint and layout evaluated for the static map by the style specification's own
// engine (the one maplibre runs), so the picture reads any real vector style the way the map does:
// every operator, legacy stop functions and filters, tokens, zoom-dependent and data-driven values.

export interface Evaluation {
  zoom: number;
  properties: Readonly<Record<string, unknown>>;
  /** 'Point', 'LineString' or 'Polygon' (Multi* included, as the style specification counts them). */
  geometryType: string;
}

/** The parts of a style layer the picture reads. */
export interface StyleLayer {
  id: string;
  type: string;
  filter?: unknown;
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
}

export interface CompiledLayer {
  passes(at: Evaluation): boolean;
  /** A paint property's value as plain data: colours as CSS colours, text as a string, an image as its name, a padding as [top, right, bottom, left]. */
  paint(name: string, at: Evaluation): unknown;
  layout(name: string, at: Evaluation): unknown;
  /** Whether a property's value can differ between features (it reads their properties or geometry), not only with the zoom. */
  perFeature(part: 'paint' | 'layout', name: string): boolean;
}

const hex = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

/** A colour as SVG writes it: hex when opaque, rgba otherwise. */
function cssColor(color: Color): string {
  const [r, g, b, a] = color.rgb;
  if (a >= 1) return `#${hex(r)}${hex(g)}${hex(b)}`;
  return `rgba(${Math.round(r * 255)},${Math.round(g * 255)},${Math.round(b * 255)},${Math.round(a * 1000) / 1000})`;
}

function plain(value: unknown): unknown {
  if (value instanceof Color) return cssColor(value);
  if (value instanceof Formatted) return value.toString();
  if (value instanceof ResolvedImage) return value.name;
  if (value instanceof Padding) return value.values;
  return value;
}

/** A token string ("{name} {ref}", which text-field and icon-image accept) as the expression it stands for. */
function tokens(value: string): unknown {
  const parts = value.split(/(\{[^{}]+\})/).filter((part) => part !== '');
  const read = parts.map((part) => (part.startsWith('{') ? ['to-string', ['get', part.slice(1, -1)]] : part));
  return read.length === 1 ? read[0] : ['concat', ...read];
}

/** The engine's parse errors name no place in the style: this names the layer and the property. */
function named<T>(path: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type Evaluator = ((at: Evaluation) => unknown) & { fixed?: true };

/**
 * How a layer's values are parsed: afresh here (core keeps nothing, decision 047); the worker passes
 * one that keeps each parse (worker/map/kept-parses.ts), as a real style's name expressions cost more
 * to parse than a picture to draw, and a parse serves any zoom. `value` is the style's own value (a
 * style kept between pictures hands over the same objects), `as` names what it is parsed as.
 */
export type ParseOnce = (value: unknown, as: string, parse: () => unknown) => unknown;

const parseAfresh: ParseOnce = (_value, _as, parse) => parse();

function compileProperty(layer: StyleLayer, part: 'paint' | 'layout', name: string, zoom: number, once: ParseOnce): Evaluator {
  const spec = PROPERTY_SPECS[`${part}_${layer.type}`]?.[name];
  if (!spec) throw new Error(`layers.${layer.id}.${part}.${name}: not a ${layer.type} layer's property`);
  const given = layer[part]?.[name];
  const value = typeof given === 'string' && 'tokens' in spec && spec.tokens && /\{[^{}]+\}/.test(given) ? tokens(given) : given;
  const fallback = 'default' in spec ? spec.default : undefined;
  if (value === undefined && fallback === undefined) return Object.assign(() => undefined, { fixed: true as const });
  const path = `layers.${layer.id}.${part}.${name}`;
  // Keyed by the style's own value: a token string's expression is made anew each time.
  const expression = once(given ?? fallback, `${part}_${layer.type}|${name}`, () => named(path, () => normalizePropertyExpression(value ?? fallback, path, spec))) as ReturnType<
    typeof normalizePropertyExpression
  >;
  const globals = { zoom };
  if (expression.kind === 'constant' || expression.kind === 'camera') {
    const fixed = plain(expression.evaluate(globals));
    return Object.assign(() => fixed, { fixed: true as const });
  }
  return (at) => plain(expression.evaluate(globals, engineFeature(at)));
}

/**
 * The feature the engine reads, one object refilled for each evaluation: a picture evaluates tens of
 * thousands of filters and values, and the engine reads its feature synchronously and keeps nothing.
 */
const scratch: { type: 'Point'; properties: Readonly<Record<string, unknown>> } = { type: 'Point', properties: {} };
function engineFeature(at: Evaluation) {
  scratch.type = at.geometryType as 'Point';
  scratch.properties = at.properties;
  return scratch;
}

/**
 * A layer compiled once for a picture at one zoom: each property parsed once, values that depend on the
 * zoom alone evaluated once, the rest per feature. A property or filter the specification rejects
 * throws, naming the layer and the property.
 */
export function compileLayer(layer: StyleLayer, zoom: number, once: ParseOnce = parseAfresh): CompiledLayer {
  const { filter } = once(layer.filter ?? null, 'filter', () => named(`layers.${layer.id}.filter`, () => featureFilter(layer.filter as never, `layers.${layer.id}.filter`))) as ReturnType<
    typeof featureFilter
  >;
  // Per part, keyed by the property's name alone: read once per feature, a key built per call showed in profiles.
  const compiled = { paint: new Map<string, Evaluator>(), layout: new Map<string, Evaluator>() };
  const globals = { zoom };
  const evaluator = (part: 'paint' | 'layout', name: string) => {
    let value = compiled[part].get(name);
    if (!value) {
      value = compileProperty(layer, part, name, zoom, once);
      compiled[part].set(name, value);
    }
    return value;
  };
  return {
    passes: (at) => filter(globals, engineFeature(at)),
    paint: (name, at) => evaluator('paint', name)(at),
    layout: (name, at) => evaluator('layout', name)(at),
    perFeature: (part, name) => !evaluator(part, name).fixed,
  };
}

/** The names of the feature properties a value reads (`get` and `has` of a literal name). */
export function propertiesRead(value: unknown): string[] {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return [];
  const [op, name] = value;
  const own = (op === 'get' || op === 'has') && typeof name === 'string' ? [name] : [];
  return [...own, ...value.slice(1).flatMap(propertiesRead)];
}
