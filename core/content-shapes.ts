import * as z from 'zod';

// The content API's shapes (docs/product/content-api.md#shapes). The content client validates every answer
// against these; the embedded content service produces them; the entry model reads them.
// Objects are loose: the hosted service may add fields we do not use, and that must not break a page.

const elementTypes = ['contact', 'entry', 'datetime', 'embed', 'file', 'option', 'id', 'text', 'number', 'geo', 'boolean'] as const;

export const typeSchema = z.looseObject({ id: z.string(), name: z.string().optional(), groups: z.array(z.string()).optional() });

export const fileSchema = z.looseObject({
  id: z.string(),
  caption: z.string().nullish(),
  description: z.string().nullish(),
  ip_attribution: z.string().nullish(),
  locale: z.string().nullish(),
  name: z.string().nullish(),
  title: z.string().nullish(),
  type: z.string().nullish(),
  url: z.string(),
  groups: z.array(z.string()).optional(),
});
export type ContentFile = z.infer<typeof fileSchema>;

export const embedSchema = z.looseObject({
  id: z.string(),
  caption: z.string().nullish(),
  locale: z.string().nullish(),
  oembed: z.looseObject({ author_name: z.string().nullish(), thumbnail_url: z.string().nullish(), html: z.string().nullish() }).nullish(),
  title: z.string().nullish(),
  url: z.string(),
  description: z.string().nullish(),
  ip_attribution: z.string().nullish(),
});

const locationSchema = z.looseObject({
  name: z.string().nullish(),
  detail: z.string().nullish(),
  city: z.string().nullish(),
  division: z.looseObject({ code: z.string().nullish(), text: z.string().nullish() }).nullish(),
  postcode: z.string().nullish(),
  address: z.array(z.string()).nullish(),
  /** 'lng,lat' */
  point: z.string().nullish(),
});

const phoneSchema = z.looseObject({
  id: z.string().optional(),
  country: z.string().nullish(),
  extension: z.string().nullish(),
  name: z.string().nullish(),
  number: z.looseObject({ e164: z.string().nullish(), i18n: z.string().nullish(), text: z.string().nullish() }),
});

export const contactSchema = z.looseObject({
  id: z.string(),
  label: z.string().nullish(),
  email: z.string().nullish(),
  name: z.looseObject({ first: z.string().nullish(), last: z.string().nullish() }).nullish(),
  organization: z.string().nullish(),
  groups: z.array(z.string()).optional(),
  locations: z.array(locationSchema).optional(),
  phones: z.array(phoneSchema).optional(),
  url: z.string().nullish(),
});
export type Contact = z.infer<typeof contactSchema>;

export const featureTypeSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  type: z.enum(['point', 'path', 'polygon']),
  /** hex without '#' */
  color: z
    .string()
    .regex(/^[0-9a-fA-F]{3,8}$/)
    .nullish(),
  attributes: z.looseObject({ arrows: z.boolean().nullish(), icon: z.string().nullish(), measurements: z.boolean().nullish() }).nullish(),
});

export const geoFeatureSchema = z.looseObject({
  id: z.string(),
  text: z.string().nullish(),
  /** GeoJSON geometry as a JSON string */
  json: z.string().nullish(),
  geometry: z.looseObject({ type: z.string(), coordinates: z.unknown() }).nullish(),
  type: featureTypeSchema,
});
export type GeoFeature = z.infer<typeof geoFeatureSchema>;

export const geoDataSchema = z.looseObject({
  features: z.array(geoFeatureSchema).default([]),
  json: z.unknown().optional(),
  /** 'lng,lat' */
  point: z.string().nullish(),
  zoom: z.number().nullish(),
});

export const elementSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  type: z.enum(elementTypes),
  enabled: z.boolean().default(true),
  groups: z.array(z.string()).default([]),
  options: z.array(z.looseObject({ id: z.string(), text: z.unknown().optional(), name: z.string().nullish() })).nullish(),
  preferences: z
    .looseObject({
      iana_type: z.enum(['text/plain', 'text/markdown', 'text/html']).nullish(),
      data_type: z.string().nullish(),
    })
    .nullish(),
  /** Shape depends on `type`; the entry model narrows it (docs/product/views-and-states.md#element-roles). Absent on element definitions (GET /elements). */
  data: z.unknown().optional(),
});
export type Element = z.infer<typeof elementSchema>;

export const entrySchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  url: z.string().nullish(),
  elements: z.array(elementSchema).default([]),
  groups: z.array(z.string()).default([]),
  types: z.array(typeSchema).default([]),
  phase: z.number().int().min(0).max(4),
  /** For repeating events: { element: { [eventElementId]: isoDate } } and id 'id::date'. */
  key: z.looseObject({ element: z.record(z.string(), z.unknown()).optional() }).nullish(),
  date_time: z.looseObject({ created: z.string().nullish(), updated: z.string().nullish() }).nullish(),
});
export type Entry = z.infer<typeof entrySchema>;

export const entryListSchema = z.object({ index: z.array(entrySchema), total: z.number().int().nonnegative() });
export type EntryList = z.infer<typeof entryListSchema>;

export const embedDataSchema = z.looseObject({
  oembed: z.looseObject({ author_name: z.string().nullish(), thumbnail_url: z.string().nullish() }),
});

export const measurementsSchema = z.looseObject({
  coordinates: z.array(z.array(z.number())).optional(),
  area: z.number().nullish(),
  length: z.number().nullish(),
  elevation: z.looseObject({ gain: z.number(), loss: z.number(), max: z.number(), min: z.number() }).nullish(),
  grade: z.looseObject({ max: z.number(), mean: z.number() }).nullish(),
  profile: z.array(z.looseObject({ distance: z.number(), elevation: z.number() })).optional(),
});
export type Measurements = z.infer<typeof measurementsSchema>;
