import type { ParseOnce } from '../../core/map/static/expression';
import { memo } from '../memo';

// The style values a picture parses (core/map/static/expression.ts), kept for the isolate's later
// pictures: a Protomaps flavour's name expressions take longer to parse than a picture takes to draw,
// and every picture of a site repeats them. A value is found by its object first (the built-in
// style's layers are kept, worker/map/static-map-tiles.ts, so their values are the same objects
// picture after picture), else by its text, which a style made afresh per request (the feature
// layers, a tile service's) shares with the last. Writing a long expression's text for every
// property of every layer showed in a picture's profile. A parse is not frozen: the style engine
// keeps scratch state in it while it evaluates, synchronously, so two requests never see each
// other's. A few styles' worth of values, not thousands of styles.
const byText = memo((_key: string, parse: () => unknown) => parse(), 4000);
const byObject = new WeakMap<object, Map<string, unknown>>();

export const keptParse: ParseOnce = (value, as, parse) => {
  if (typeof value !== 'object' || value === null) return byText(`${as}|${JSON.stringify(value)}`, parse);
  let parses = byObject.get(value);
  if (!parses) {
    parses = new Map();
    byObject.set(value, parses);
  }
  if (!parses.has(as)) parses.set(as, byText(`${as}|${JSON.stringify(value)}`, parse));
  return parses.get(as);
};
