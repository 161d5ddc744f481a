import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { environmentParser } from '../core/environment-parse';
import { EnvironmentInvalid } from './errors';
import type { Migration } from './import/migrate';

// The service's variables, parsed by one schema once per env object (docs/decisions/040-environment-names-and-caches.md).

const projectKeysSchema = z.record(z.string(), z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1), token: z.string().min(1).optional() }));
export type ProjectKeys = z.infer<typeof projectKeysSchema>;

/** A JSON variable read through `schema`; unset reads as `fallback`. */
function jsonVariable<S extends z.ZodType>(schema: S, fallback: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text ?? fallback) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const environmentSchema = z
  .object({
    /** JSON {"<project>": {"publicKey", "privateKey", "token"}} */
    PROJECT_KEYS: jsonVariable(projectKeysSchema, '{}'),
    /** JSON array of accepted geo API tokens */
    GEO_TOKENS: jsonVariable(z.array(z.string().min(1)), '[]'),
    /** Bearer token of the admin endpoints; without it they refuse everyone. */
    ADMIN_TOKEN: z.string().optional(),
  })
  .transform(({ PROJECT_KEYS, GEO_TOKENS, ADMIN_TOKEN }) => ({
    projectKeys: PROJECT_KEYS as ProjectKeys,
    geoTokens: new Set(GEO_TOKENS) as ReadonlySet<string>,
    adminToken: ADMIN_TOKEN || undefined,
  }));

export type ServiceEnvironment = z.output<typeof environmentSchema>;

interface ServiceBindings {
  DB: D1Database;
  PROJECT_KEYS?: string;
  GEO_TOKENS?: string;
  ADMIN_TOKEN?: string;
  /** Present in tests: the service applies them itself before an admin import. */
  TEST_MIGRATIONS?: Migration[];
}

/** The environment parsed once per env object; a bad variable throws EnvironmentInvalid naming it. */
const environmentOf: (env: ServiceBindings) => ServiceEnvironment = environmentParser(environmentSchema, (variable, detail) => new EnvironmentInvalid(variable, detail));

export interface ServiceEnv {
  Bindings: ServiceBindings;
  /** `body`: a write's JSON body, parsed once where its signature is checked. */
  Variables: { environment: ServiceEnvironment; project: string; locale: string; body: unknown };
}

/** Before every route: nothing is served on an environment that does not parse. */
export const environmentMiddleware = createMiddleware<ServiceEnv>(async (c, next) => {
  c.set('environment', environmentOf(c.env));
  await next();
});
