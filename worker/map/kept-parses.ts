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
/** A style object's parses by what each is parsed as, each found by its text the first time. */
const byObject = memo((value: object) => memo((as: string, parse: () => unknown) => byText(`${as}|${JSON.stringify(value)}`, parse)));

export const keptParse: ParseOnce = (value, as, parse) => (typeof value === 'object' && value !== null ? byObject(value)(as, parse) : byText(`${as}|${JSON.stringify(value)}`, parse));
