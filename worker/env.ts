import type { Locale } from '../core/i18n/locales';
import type { RouteMatch } from '../core/routes/types';
import type { ResolvedSite } from './tenancy/resolve-site';

/** Hono's environment: bindings come from `wrangler types` (worker/worker-configuration.d.ts). */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    site: ResolvedSite;
    /** Set by worker/routing/routing-middleware.ts when the path is one of the site's routes. */
    route?: RouteMatch;
    /** Set only by the embed route: who may frame this response. */
    frameAncestors?: readonly string[];
    /** The request's interface language (worker/preferences/locale-middleware.ts). */
    locale?: Locale;
    /** Set by worker/content/preview.ts: true only for a request with a valid preview token. */
    preview?: boolean;
  };
}
