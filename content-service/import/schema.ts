import * as z from 'zod';
import { contactSchema, embedSchema, featureTypeSchema, fileSchema, typeSchema } from '../../core/content-shapes';

// The JSON export the service loads (CLI import, admin import, demo seed). Stricter than the wire shapes
// of core/content-shapes.ts: an import is where bad data is stopped, with the path of the bad field.

const localeKey = z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'locale keys look like "en" or "es-MX"');

/** Plain text, or one value per locale ({ en, es }); English is the fallback when a locale is missing. */
const localizedTextSchema = z.union([z.string(), z.record(localeKey, z.string()).refine((v) => Object.keys(v).length > 0, 'needs at least one locale')]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'expected an ISO date or date-time')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a real date');

const dateRangeSchema = z.object({ start: isoDate, end: isoDate.nullish() });
export type DateRange = z.infer<typeof dateRangeSchema>;

const optionSchema = z.looseObject({ id: z.string().min(1), text: z.unknown().optional(), name: z.string().nullish() });

const elementBase = {
  id: z.string().min(1),
  /** Per locale like text data; the service answers the request's locale (the wire name is a string). */
  name: localizedTextSchema.nullish(),
  enabled: z.boolean().default(true),
  groups: z.array(z.string()).default([]),
  options: z.array(optionSchema).nullish(),
  preferences: z
    .looseObject({
      iana_type: z.enum(['text/plain', 'text/markdown', 'text/html']).nullish(),
      data_type: z.enum(['date/time', 'date']).nullish(),
    })
    .nullish(),
};

const geoFeatureImportSchema = z.object({
  id: z.string().min(1),
  text: z.string().nullish(),
  json: z.string().refine((s) => {
    try {
      const g = JSON.parse(s) as { type?: unknown; coordinates?: unknown };
      return typeof g.type === 'string' && Array.isArray(g.coordinates);
    } catch {
      return false;
    }
  }, 'must be a GeoJSON geometry as a JSON string'),
  type: featureTypeSchema,
});

const pointText = z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'expected "lng,lat"');

export const importElementSchema = z.discriminatedUnion('type', [
  z.object({ ...elementBase, type: z.literal('text'), data: localizedTextSchema.nullable() }),
  z.object({ ...elementBase, type: z.literal('datetime'), data: z.union([dateRangeSchema, z.array(dateRangeSchema)]).nullable() }),
  z.object({ ...elementBase, type: z.literal('option'), data: z.array(z.string().min(1)).nullable() }),
  z.object({
    ...elementBase,
    type: z.literal('entry'),
    data: z.array(z.object({ id: z.string().min(1), phase: z.number().int().min(0).max(4).optional() })).nullable(),
  }),
  z.object({ ...elementBase, type: z.literal('file'), data: z.array(fileSchema).nullable() }),
  z.object({ ...elementBase, type: z.literal('embed'), data: z.array(embedSchema).nullable() }),
  z.object({ ...elementBase, type: z.literal('contact'), data: z.array(contactSchema).nullable() }),
  z.object({
    ...elementBase,
    type: z.literal('geo'),
    data: z.object({ features: z.array(geoFeatureImportSchema), point: pointText.nullish(), zoom: z.number().nullish() }).nullable(),
  }),
  z.object({ ...elementBase, type: z.literal('number'), data: z.number().nullable() }),
  z.object({ ...elementBase, type: z.literal('boolean'), data: z.boolean().nullable() }),
  z.object({ ...elementBase, type: z.literal('id'), data: z.string().nullable() }),
]);

export const importEntrySchema = z.object({
  id: z
    .string()
    .min(1)
    .regex(/^[^,:]+$/, 'ids may not contain "," or ":"'),
  title: localizedTextSchema,
  url: z.string().nullish(),
  phase: z.number().int().min(0).max(4).default(4),
  types: z.array(typeSchema).min(1),
  groups: z.array(z.string()).default([]),
  created: isoDate.optional(),
  updated: isoDate.optional(),
  elements: z.array(importElementSchema).default([]),
});
export type ImportEntry = z.infer<typeof importEntrySchema>;

/** Element definitions (e.g. the categories option list) answered by GET /elements. */
const importElementDefinitionSchema = z.looseObject({
  id: z.string().min(1),
  name: localizedTextSchema.nullish(),
  type: z.enum(['contact', 'entry', 'datetime', 'embed', 'file', 'option', 'id', 'text', 'number', 'geo', 'boolean']),
  enabled: z.boolean().default(true),
  groups: z.array(z.string()).default([]),
  options: z.array(optionSchema).nullish(),
  preferences: z.looseObject({}).nullish(),
  data: z.unknown().optional(),
});

const importEmbedSchema = z.object({
  url: z.string().url(),
  oembed: z.looseObject({ author_name: z.string().nullish(), thumbnail_url: z.string().nullish(), title: z.string().nullish() }),
});

function uniqueIds(items: readonly { id: string }[], ctx: z.RefinementCtx, field: string) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [field, i, 'id'], message: `duplicate id "${item.id}"` });
    seen.add(item.id);
  });
}

export const importFileSchema = z
  .object({
    entries: z.array(importEntrySchema).default([]),
    elements: z.array(importElementDefinitionSchema).default([]),
    contacts: z.array(contactSchema).default([]),
    embeds: z.array(importEmbedSchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueIds(file.entries, ctx, 'entries');
    uniqueIds(file.elements, ctx, 'elements');
    uniqueIds(file.contacts, ctx, 'contacts');
  });
export type ImportFile = z.infer<typeof importFileSchema>;
export type ImportFileInput = z.input<typeof importFileSchema>;
