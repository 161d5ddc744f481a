import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { environmentParser } from '../core/environment-parse';
import type { Locale } from '../core/i18n/locales';
import type { RouteMatch } from '../core/routes/types';
import type { SiteContent } from './content/site-content';
import { EnvironmentInvalid } from './errors';
import type { Generations } from './ops/purge/generations';
import type { RequestMetrics } from './ops/observe';
import { type SiteSecrets, secretsBySite, siteSecretVariables } from './tenancy/site-secrets';
import type { ResolvedSite } from './tenancy/resolve-site';

// The worker's variables and site secrets, parsed by one schema (docs/decisions/040-environment-names-and-caches.md):
// nothing reads a variable's text after this parse.

const flag = z.enum(['true', 'false']).optional();

const environmentSchema = z
  .object({
    BUILD_VERSION: z.string().min(1),
    // Locally and in tests content and the form providers are reached through service bindings;
    // a deployment without the flag or the binding calls the URLs the site config names. The bindings
    // themselves are read where they are used: a test may stand in front of one between requests.
    CONTENT_VIA_SERVICE: flag,
    PROVIDERS_VIA_SERVICE: flag,
    FORM_RETRY_BASE_SECONDS: z
      .string()
      .regex(/^\d+$/, 'expected a whole number of seconds')
      .optional()
      .transform((value) => (value === undefined ? 30 : Number(value))),
    ...siteSecretVariables,
  })
  .transform(({ BUILD_VERSION, CONTENT_VIA_SERVICE, PROVIDERS_VIA_SERVICE, FORM_RETRY_BASE_SECONDS, ...secrets }) => {
    const bySite = secretsBySite(secrets);
    return {
      buildVersion: BUILD_VERSION,
      contentViaService: CONTENT_VIA_SERVICE === 'true',
      providersViaService: PROVIDERS_VIA_SERVICE === 'true',
      formRetryBaseSeconds: FORM_RETRY_BASE_SECONDS,
      secretsOf: (siteId: string): SiteSecrets => bySite.get(siteId) ?? {},
    };
  });

/** The parsed environment: what each variable means, never its text. */
export type Environment = z.output<typeof environmentSchema>;

/** The environment parsed once per env object (one per isolate); a bad variable throws EnvironmentInvalid naming it. */
export const environmentOf: (env: Env) => Environment = environmentParser(environmentSchema, (variable, detail) => new EnvironmentInvalid(variable, detail));

/** Outermost but for observation: no request is served on an environment that does not parse. */
export const environmentMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('environment', environmentOf(c.env));
  await next();
});

/**
 * Hono's environment: bindings come from `wrangler types` (worker/worker-configuration.d.ts). Each
 * request fact is set once by middleware (worker/app.ts orders them) and read from `c.var` after.
 */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The parsed variables and site secrets (environmentMiddleware above). */
    environment: Environment;
    /** The host's site: its configuration and route table (worker/tenancy/resolve-site.ts). */
    site: ResolvedSite;
    /** The site's own secrets, set with the site. */
    secrets: SiteSecrets;
    /** The site route this path serves, or null (forms, search, feeds): worker/request-state.ts. */
    route: RouteMatch | null;
    /** The request's interface language. */
    locale: Locale;
    /** True only for a request with a valid preview token. */
    preview: boolean;
    /** The content API for this site, language and preview state. */
    content: SiteContent;
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
