import * as z from 'zod';

// The content ids a site's configuration names (its `ids`): which element, option, group and type of
// the project's content holds each thing the product shows. Part of the site schema (./site-config.ts).

/** Element, option, group and type ids: blank means "not used by this site" (docs/product/sites.md#site-configuration). */
const id = z.string();

const elementIds = z.object({
  name: id,
  subtitle: id,
  intro: id,
  description: id,
  shortDescription: id,
  hours: id,
  weeklyHours: id,
  specialHours: id,
  pricing: id,
  averagePrice: id,
  amenities: id,
  categoriesConfig: id,
  bio: id,
  notice: id,
  html: id,
  mapText: id,
  keywords: id,
  links: id,
  alternateNames: id,
  email: id,
  report: id,
  appearance: id,
  actionLinks: id,
  linkLabel: id,
  linkUrl: id,
  website: id,
  nearby: id,
  needsFunding: id,
  embeds: id,
  share: id,
  event: id,
  closure: id,
  published: id,
  involved: id,
  embedGeneral: id,
  embedPhotos: id,
  featured: id,
  related: id,
  notices: id,
  promotions: id,
  contributor: id,
  organization: id,
  points: id,
  images: id,
  headerImage: id,
  downloads: id,
  location: id,
  route: id,
  serviceArea: id,
  categories: id,
  attributes: id,
  difficulty: id,
  status: id,
  routeType: id,
  itineraryRouteType: id,
  noticeType: id,
  pricingIndicator: id,
  surface: id,
  features: id,
  contact: id,
  phone: id,
  length: id,
  volunteers: id,
});

const optionIds = z.object({
  difficulty: z.object({ easy: id, moderate: id, difficult: id }),
  status: z.object({ open: id, closed: id, closedTemporarily: id }),
  routeType: z.object({ loop: id, outAndBack: id, pointToPoint: id }),
  itineraryRouteType: z.object({ custom: id, cycling: id, driving: id, walking: id, none: id }),
  noticeType: z.object({ covid19: id }),
  features: z.object({ flythrough: id, measurements: id, profile: id }),
});

const groupIds = z.object({
  hideDetail: id,
  hideName: id,
  hidePromotions: id,
  contributors: id,
  popupAttribute: id,
  detailAttribute: id,
  fileImport: id,
  fileImporting: id,
  fileImported: id,
});

/**
 * The kinds a site names a type id for (keys of `ids.types`, values the project's type ids), in the
 * fixed order of docs/product/views-and-states.md#entry-kinds: the entry kinds and `area`.
 */
export const typeKinds = [
  'activity',
  'area',
  'contributor',
  'curatedMap',
  'event',
  'food',
  'guide',
  'home',
  'informational',
  'itinerary',
  'lodging',
  'notice',
  'organization',
  'park',
  'place',
  'projectMap',
  'promotion',
  'report',
  'section',
  'shopping',
  'site',
  'story',
  'territory',
  'trail',
] as const;
export type TypeKind = (typeof typeKinds)[number];
const typeIds = z.object(Object.fromEntries(typeKinds.map((k) => [k, id])) as Record<TypeKind, typeof id>);

export const idsSchema = z.object({
  /** The site's own entry: holds the category configuration and the site notices. */
  siteEntry: z.string().min(1),
  elements: elementIds,
  options: optionIds,
  groups: groupIds,
  types: typeIds,
});
