import * as xss from 'xss';

type XssModule = typeof xss;

// js-xss is CommonJS: esbuild exposes its exports as named bindings, the workerd test loader only as
// the default export. Resolve once so callers never care which loader ran.
const resolved: XssModule = typeof (xss as Partial<XssModule>).FilterXSS === 'function' ? xss : (xss as unknown as { default: XssModule }).default;

export const FilterXSS = resolved.FilterXSS;
export type FilterXSS = InstanceType<XssModule['FilterXSS']>;
