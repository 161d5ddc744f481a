import type { ParseOnce } from '../../core/map/static/expression';
import { memo } from '../memo';

// The style values a picture parses (core/map/static/expression.ts), kept for the isolate's later
// pictures by the text each was parsed from: a Protomaps flavour's name expressions take longer to
// parse than a picture takes to draw, and every picture of a site repeats them. A parse is not
// frozen: the style engine keeps scratch state in it while it evaluates, synchronously, so two
// requests never see each other's. A few styles' worth of values, not thousands of styles.
export const keptParse: ParseOnce = memo((_key: string, parse: () => unknown) => parse(), 4000);
