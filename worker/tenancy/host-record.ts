import * as z from 'zod';

/** The KV value stored under each hostname. */
export const hostRecordSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]+$/, 'site must be a site id (lower-case letters, digits, hyphens)'),
  stage: z.enum(['production', 'staging', 'development']),
});

export type HostRecord = z.infer<typeof hostRecordSchema>;

/** A valid hostname: dot-separated labels of letters, digits and inner hyphens. */
export const hostnameSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'not a valid hostname');
