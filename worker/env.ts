import type { Locale } from '../core/i18n/locales';
import type { RouteMatch } from '../core/routes/types';
import type { ContentService } from './content/content-service';
import type { Generations } from './ops/purge/generations';
import type { RequestMetrics } from './ops/observe';
import type { ResolvedSite } from './tenancy/resolve-site';

/**
 * Hono's environment: bindings come from `wrangler types` (worker/worker-configuration.d.ts). Each
 * request fact is set once by middleware (worker/index.ts orders them) and read from `c.var` after.
 */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The host's site: its configuration and route table (worker/tenancy/resolve-site.ts). */
    site: ResolvedSite;
    /** The site route this path serves, or null (forms, search, feeds): worker/request-state.ts. */
    route: RouteMatch | null;
    /** The request's interface language. */
    locale: Locale;
    /** True only for a request with a valid preview token. */
    preview: boolean;
    /** The content API for this site, language and preview state. */
    content: ContentService;
    /** Purge generations of the scopes this request's caches key on (worker/ops/purge); none in preview. */
    generations: Generations;
    /** The request's id and what it measures about itself (worker/ops/observe.ts, the outermost middleware). */
    metrics: RequestMetrics;
    /** Set only by pages that can show a map: the hosts its production styles and terrain come from. */
    mapHosts?: readonly string[];
    /** Set only by pages that may be framed (the embed route, the 'not embeddable' notice). */
    frameAncestors?: readonly string[];
    /** Set by a streamed page: resolves false when its view failed, so the page cache skips it. */
    viewComplete?: Promise<boolean>;
  };
}
