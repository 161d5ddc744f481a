import { z } from 'zod';

// One schema for every site: sites/defaults.ts deep-merged with sites/<id>.ts must pass it.
// Secrets never live here (see worker/tenancy/site-secrets.ts).

const seconds = z.number().int().nonnegative();
const cssValue = z.string().regex(/^[^;{}<>]*$/, 'must be a plain CSS value');

export const localeSchema = z.object({ id: z.enum(['en', 'es']), label: z.string().min(1) });

export const siteConfigSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  locales: z.array(localeSchema).min(1),
  defaultLocale: z.enum(['en', 'es']),
  timeZone: z.string().min(1),
  hosts: z.object({ production: z.string().min(1), staging: z.string().min(1) }),
  content: z.object({
    origin: z.url(),
    geoOrigin: z.url(),
    project: z.string().min(1),
    version: z.literal('v1'),
    phases: z.array(z.number().int().min(0).max(4)).min(1),
    timeoutMs: z.number().int().nonnegative(),
  }),
  cache: z.object({ dynamic: seconds, dyno: seconds, static: seconds, notification: seconds, sitemap: seconds }),
  theme: z.object({
    /** Emitted verbatim as CSS custom properties on :root (name without the leading --). */
    styleVariables: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), cssValue),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
