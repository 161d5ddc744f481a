import * as z from 'zod';

/** What a purge names: the whole site, one entry (by id), or one path of the site. */
export const purgeRequestSchema = z.discriminatedUnion('scope', [
  z.strictObject({ scope: z.literal('site') }),
  z.strictObject({ scope: z.literal('entry'), id: z.string().min(1).max(200) }),
  z.strictObject({ scope: z.literal('path'), path: z.string().startsWith('/').max(2000) }),
]);

export type PurgeRequest = z.infer<typeof purgeRequestSchema>;
