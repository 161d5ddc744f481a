// The part of the style specification's expression language the site's layers use
// (core/map/basemap-layers.ts, core/map/feature-layers.ts), evaluated for the static map, so the
// picture follows the very layer definitions maplibre draws. An operator outside this part throws: a
// layer that starts using one fails its test here instead of drawing wrong.

export interface Evaluation {
  zoom: number;
  properties: Readonly<Record<string, unknown>>;
  /** 'Point', 'LineString' or 'Polygon' (Multi* included, as the style specification counts them). */
  geometryType: string;
}

type Value = unknown;

const isExpression = (value: unknown): value is [string, ...unknown[]] => Array.isArray(value) && typeof value[0] === 'string';

function interpolate(input: number, stops: number[]): number {
  if (input <= stops[0]!) return stops[1]!;
  for (let i = 2; i < stops.length; i += 2) {
    const [x0, y0, x1, y1] = [stops[i - 2]!, stops[i - 1]!, stops[i]!, stops[i + 1]!];
    if (input <= x1) return y0 + ((y1 - y0) * (input - x0)) / (x1 - x0);
  }
  return stops[stops.length - 1]!;
}

function step(input: number, base: number, stops: number[]): Value {
  let out: number = base;
  for (let i = 0; i < stops.length; i += 2) if (input >= stops[i]!) out = stops[i + 1]!;
  return out;
}

/** A layer property's value (a constant or an expression) for one feature at one zoom. */
function evaluate(value: Value, at: Evaluation): Value {
  if (!isExpression(value)) return value;
  const [op, ...args] = value;
  const ev = (arg: unknown) => evaluate(arg, at);
  const num = (arg: unknown) => Number(ev(arg));
  switch (op) {
    case 'literal':
      return args[0];
    case 'zoom':
      return at.zoom;
    case 'get':
      return at.properties[String(ev(args[0]))] ?? null;
    case 'has':
      return Object.hasOwn(at.properties, String(ev(args[0])));
    case 'geometry-type':
      return at.geometryType;
    case '!':
      return !ev(args[0]);
    case '==':
      return ev(args[0]) === ev(args[1]);
    case '!=':
      return ev(args[0]) !== ev(args[1]);
    case '>=':
      return num(args[0]) >= num(args[1]);
    case '<=':
      return num(args[0]) <= num(args[1]);
    case '>':
      return num(args[0]) > num(args[1]);
    case '<':
      return num(args[0]) < num(args[1]);
    case 'all':
      return args.every((arg) => ev(arg) === true);
    case 'any':
      return args.some((arg) => ev(arg) === true);
    case 'in': {
      const list = ev(args[1]);
      return Array.isArray(list) ? list.includes(ev(args[0])) : String(list).includes(String(ev(args[0])));
    }
    case 'coalesce':
      for (const arg of args) {
        const found = ev(arg);
        if (found !== null && found !== undefined) return found;
      }
      return null;
    case 'case':
      for (let i = 0; i + 1 < args.length; i += 2) if (ev(args[i]) === true) return ev(args[i + 1]);
      return ev(args[args.length - 1]);
    case 'concat':
      return args.map((arg) => String(ev(arg) ?? '')).join('');
    case '-':
      return args.length === 1 ? -num(args[0]) : num(args[0]) - num(args[1]);
    case '+':
      return args.reduce<number>((sum, arg) => sum + num(arg), 0);
    case '*':
      return args.reduce<number>((product, arg) => product * num(arg), 1);
    case 'interpolate': {
      const [kind, input, ...stops] = args as [unknown[], unknown, ...unknown[]];
      if (kind[0] !== 'linear') throw new Error(`static map: interpolate ${String(kind[0])} is not supported`);
      return interpolate(num(input), stops.map(Number));
    }
    case 'step': {
      const [input, base, ...stops] = args;
      return step(num(input), Number(ev(base)), stops.map(Number));
    }
    default:
      throw new Error(`static map: expression "${op}" is not supported`);
  }
}

const FEATURE_OPERATORS = new Set(['get', 'has', 'geometry-type', 'properties', 'id', 'feature-state']);

/** True when the value reads the feature (its properties or type), false when the zoom alone decides it. */
function readsFeature(value: unknown): boolean {
  if (!isExpression(value)) return false;
  if (FEATURE_OPERATORS.has(value[0])) return true;
  return value.slice(1).some(readsFeature);
}

/** The names of the feature properties a value reads (`get` and `has` of a literal name). */
export function propertiesRead(value: unknown): string[] {
  if (!isExpression(value)) return [];
  const [op, name] = value;
  const own = (op === 'get' || op === 'has') && typeof name === 'string' ? [name] : [];
  return [...own, ...value.slice(1).flatMap(propertiesRead)];
}

type Compiled = (at: Evaluation) => unknown;

/**
 * A layer property as a function of the feature, compiled once per picture: parts that depend on the
 * zoom alone (most paint values, a filter's zoom steps) are evaluated once, the common operators on a
 * feature's properties become closures, and anything else is interpreted per feature.
 */
export function property(value: unknown, zoom: number): Compiled {
  if (!readsFeature(value)) {
    const fixed = evaluate(value, { zoom, properties: {}, geometryType: 'Point' });
    return () => fixed;
  }
  const [op, ...args] = value as [string, ...unknown[]];
  const parts = () => args.map((arg) => property(arg, zoom));
  switch (op) {
    case 'get': {
      const key = parts()[0]!;
      return (at) => at.properties[String(key(at))] ?? null;
    }
    case 'has': {
      const key = parts()[0]!;
      return (at) => Object.hasOwn(at.properties, String(key(at)));
    }
    case 'geometry-type':
      return (at) => at.geometryType;
    case '==': {
      const [a, b] = parts() as [Compiled, Compiled];
      return (at) => a(at) === b(at);
    }
    case '>=': {
      const [a, b] = parts() as [Compiled, Compiled];
      return (at) => Number(a(at)) >= Number(b(at));
    }
    case 'in': {
      const [needle, haystack] = parts() as [Compiled, Compiled];
      return (at) => {
        const list = haystack(at);
        return Array.isArray(list) ? list.includes(needle(at)) : String(list).includes(String(needle(at)));
      };
    }
    case '!': {
      const [a] = parts() as [Compiled];
      return (at) => !a(at);
    }
    case 'all': {
      const all = parts();
      return (at) => all.every((part) => part(at) === true);
    }
    case 'coalesce': {
      const options = parts();
      return (at) => {
        for (const option of options) {
          const found = option(at);
          if (found !== null && found !== undefined) return found;
        }
        return null;
      };
    }
    default:
      return (at) => evaluate(value, at);
  }
}

/** A layer's filter, compiled like a property: absent passes everything. */
export function compiledFilter(filter: unknown, zoom: number): (at: Evaluation) => boolean {
  if (filter === undefined) return () => true;
  const test = property(filter, zoom);
  return (at) => test(at) === true;
}
