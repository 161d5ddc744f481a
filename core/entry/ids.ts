import type { Entry } from '../content-shapes';

// The content project's ids the entry model reads. Structurally a subset of the site config's `ids`
// (core/site-ids-schema.ts), so a SiteConfig['ids'] can be passed as is. A blank id means the site does
// not use that element, option or group.

export const entryKinds = [
  'activity',
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
type EntryKind = (typeof entryKinds)[number];
/** The derived type of an entry: its first matching kind, else the generic 'entry'. */
export type DerivedType = EntryKind | 'entry';

const difficulties = ['easy', 'moderate', 'difficult'] as const;
export type Difficulty = (typeof difficulties)[number];
const routeTypes = ['loop', 'outAndBack', 'pointToPoint'] as const;
export type RouteType = (typeof routeTypes)[number];
const detailFeatures = ['flythrough', 'measurements', 'profile'] as const;
type DetailFeature = (typeof detailFeatures)[number];

interface ElementIds {
  name: string;
  subtitle: string;
  intro: string;
  description: string;
  shortDescription: string;
  hours: string;
  specialHours: string;
  pricing: string;
  averagePrice: string;
  amenities: string;
  categoriesConfig: string;
  bio: string;
  notice: string;
  html: string;
  mapText: string;
  links: string;
  appearance: string;
  linkLabel: string;
  linkUrl: string;
  website: string;
  email: string;
  nearby: string;
  embeds: string;
  share: string;
  event: string;
  closure: string;
  published: string;
  involved: string;
  embedGeneral: string;
  embedPhotos: string;
  featured: string;
  related: string;
  notices: string;
  promotions: string;
  contributor: string;
  organization: string;
  points: string;
  images: string;
  headerImage: string;
  downloads: string;
  location: string;
  route: string;
  serviceArea: string;
  categories: string;
  attributes: string;
  difficulty: string;
  status: string;
  routeType: string;
  features: string;
  pricingIndicator: string;
  contact: string;
  length: string;
  volunteers: string;
}

export interface EntryIds {
  elements: ElementIds;
  options: {
    difficulty: Record<Difficulty, string>;
    routeType: Record<RouteType, string>;
    features: Record<DetailFeature, string>;
  };
  groups: { hideDetail: string; hideName: string; hidePromotions: string; contributors: string; popupAttribute: string; detailAttribute: string };
  types: Partial<Record<EntryKind, string>>;
}

export type ElementRole = keyof ElementIds;

/** The entry's kind (docs/product/views-and-states.md#entry-kinds): the first kind, in the fixed order, whose type id the entry carries; else 'entry'. */
export function entryKind(entry: Pick<Entry, 'types'>, typeIds: EntryIds['types']): DerivedType {
  const carried = new Set(entry.types.map((type) => type.id));
  return (
    entryKinds.find((kind) => {
      const id = typeIds[kind];
      return id !== undefined && id !== '' && carried.has(id);
    }) ?? 'entry'
  );
}
