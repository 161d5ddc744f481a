import { compiledFilter, type Evaluation, property } from './expression';

// A feature layer's filter and properties compiled once for the picture's zoom (expression.ts), not
// interpreted per feature: what the picture's feature and furniture scenes read their styling from.

export type LayerSpec = { filter?: unknown; minzoom?: number; paint?: Record<string, unknown>; layout?: Record<string, unknown> };

export interface CompiledLayer {
  passes(e: Evaluation): boolean;
  minzoom: number;
  paint(name: string, e: Evaluation): unknown;
  layout(name: string, e: Evaluation): unknown;
}

export function compiledLayer(spec: LayerSpec, zoom: number): CompiledLayer {
  const compiled = new Map<string, (e: Evaluation) => unknown>();
  const read = (part: 'paint' | 'layout', name: string, e: Evaluation) => {
    const key = `${part} ${name}`;
    let value = compiled.get(key);
    if (!value) {
      value = property(spec[part]?.[name], zoom);
      compiled.set(key, value);
    }
    return value(e);
  };
  return {
    passes: compiledFilter(spec.filter, zoom),
    minzoom: spec.minzoom ?? 0,
    paint: (name: string, e: Evaluation) => read('paint', name, e),
    layout: (name: string, e: Evaluation) => read('layout', name, e),
  };
}

/** A layer's value when it is a string, else the fallback. */
export const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
/** A layer's value when it is a finite number, else the fallback. */
export const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
