import { type Element, type Entry, entrySchema } from '../../core/content-shapes';
import { entryKinds, type EntryIds } from '../../core/entry/ids';

// The demo projects' readable ids (the convention shared with sites/defaults.ts and the content service).
export const testIds: EntryIds = {
  elements: {
    name: 'name',
    subtitle: 'subtitle',
    intro: 'intro',
    description: 'description',
    shortDescription: 'short_description',
    hours: 'hours',
    specialHours: 'special_hours',
    pricing: 'pricing',
    averagePrice: 'average_price',
    amenities: 'amenities',
    categoriesConfig: 'categories_config',
    bio: 'bio',
    notice: 'notice_text',
    html: 'html',
    mapText: 'map_text',
    links: 'links',
    appearance: 'appearance',
    linkLabel: 'link_label',
    linkUrl: 'link_url',
    website: 'website',
    email: 'email',
    nearby: 'nearby',
    embeds: 'embeds',
    share: 'share',
    event: 'event_date',
    closure: 'closure_date',
    published: 'published',
    involved: 'involved',
    embedGeneral: 'embed_general',
    embedPhotos: 'embed_photos',
    featured: 'featured',
    related: 'related',
    notices: 'notices',
    promotions: 'promotions',
    contributor: 'contributor',
    organization: 'organization',
    points: 'points',
    images: 'images',
    headerImage: 'header_image',
    downloads: 'downloads',
    location: 'location',
    route: 'route',
    serviceArea: 'service_area',
    categories: 'categories',
    attributes: 'attributes',
    difficulty: 'difficulty',
    status: 'status',
    routeType: 'route_type',
    features: 'features',
    pricingIndicator: 'pricing_indicator',
    contact: 'contact',
    length: 'length',
    volunteers: 'volunteers',
  },
  options: {
    difficulty: { easy: 'easy', moderate: 'moderate', difficult: 'difficult' },
    routeType: { loop: 'loop', outAndBack: 'outAndBack', pointToPoint: 'pointToPoint' },
    features: { flythrough: 'flythrough', measurements: 'measurements', profile: 'profile' },
  },
  groups: { hideDetail: 'hide-detail', hideName: 'hide-name', hidePromotions: 'hide-promotions', contributors: 'contributors', popupAttribute: 'popup-attribute', detailAttribute: 'detail-attribute' },
  types: Object.fromEntries(entryKinds.map((kind) => [kind, kind])),
};

export type ElementInput = Partial<Element> & Pick<Element, 'id' | 'type'> & { data: unknown };

/** An entry through the real content schema, so fixtures get the same defaults as API answers. */
export function makeEntry(fields: { id?: string; title?: string; types?: string[]; phase?: number; groups?: string[]; key?: Entry['key']; elements?: ElementInput[] }): Entry {
  return entrySchema.parse({
    id: fields.id ?? 'e1',
    title: fields.title ?? 'Sample entry',
    phase: fields.phase ?? 4,
    groups: fields.groups ?? [],
    types: (fields.types ?? ['place']).map((id) => ({ id })),
    key: fields.key,
    elements: fields.elements ?? [],
  });
}
