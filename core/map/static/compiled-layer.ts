import { type CompiledLayer as StyleCompiledLayer, compileLayer, type ParseOnce, type StyleLayer } from './expression';

// A feature layer compiled once for the picture's zoom by the style specification's engine
// (expression.ts), with the zoom it starts at: what the picture's feature and furniture scenes read
// their styling from.

export interface CompiledLayer extends StyleCompiledLayer {
  minzoom: number;
}

export function compiledLayer(spec: StyleLayer & { minzoom?: number }, zoom: number, once?: ParseOnce): CompiledLayer {
  return { ...compileLayer(spec, zoom, once), minzoom: spec.minzoom ?? 0 };
}

/** A layer's value when it is a string, else the fallback. */
export const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
/** A layer's value when it is a finite number, else the fallback. */
export const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
