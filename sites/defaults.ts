import type { SiteConfig } from '../core/site-config';
import { type TypeKind, typeKinds } from '../core/site-ids-schema';

/** Type ids equal the kind names (docs/product/views-and-states.md#entry-kinds) in every demo project. */
const typeIds = Object.fromEntries(typeKinds.map((kind) => [kind, kind])) as Record<TypeKind, string>;

/** The main content kinds: sitemap types, /entries and content search. */
export const mainContentTypes = ['activity', 'event', 'food', 'itinerary', 'lodging', 'place', 'shopping', 'story', 'trail'];

/**
 * Element, option, group and type ids of a content project. Readable strings equal to their role,
 * shared with the demo content generator (content-service/), so change them only together.
 */
export const ids: SiteConfig['ids'] = {
  siteEntry: 'site',
  elements: {
    name: 'name',
    subtitle: 'subtitle',
    intro: 'intro',
    description: 'description',
    shortDescription: 'short_description',
    hours: 'hours',
    weeklyHours: 'weekly_hours',
    specialHours: 'special_hours',
    pricing: 'pricing',
    averagePrice: 'average_price',
    amenities: 'amenities',
    categoriesConfig: 'categories_config',
    bio: 'bio',
    notice: 'notice_text',
    html: 'html',
    mapText: 'map_text',
    keywords: 'keywords',
    links: 'links',
    alternateNames: 'alternate_names',
    email: 'email',
    report: 'report',
    appearance: 'appearance',
    actionLinks: 'action_links',
    linkLabel: 'link_label',
    linkUrl: 'link_url',
    website: 'website',
    nearby: 'nearby',
    needsFunding: 'needs_funding',
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
    itineraryRouteType: 'itinerary_route_type',
    noticeType: 'notice_type',
    pricingIndicator: 'pricing_indicator',
    surface: 'surface',
    features: 'features',
    contact: 'contact',
    phone: 'phone',
    length: 'length',
    volunteers: 'volunteers',
  },
  options: {
    difficulty: { easy: 'easy', moderate: 'moderate', difficult: 'difficult' },
    status: { open: 'open', closed: 'closed', closedTemporarily: 'closedTemporarily' },
    routeType: { loop: 'loop', outAndBack: 'outAndBack', pointToPoint: 'pointToPoint' },
    itineraryRouteType: { custom: 'custom', cycling: 'cycling', driving: 'driving', walking: 'walking', none: 'none' },
    noticeType: { covid19: 'covid19' },
    features: { flythrough: 'flythrough', measurements: 'measurements', profile: 'profile' },
  },
  groups: {
    hideDetail: 'hide-detail',
    hideName: 'hide-name',
    hidePromotions: 'hide-promotions',
    contributors: 'contributors',
    popupAttribute: 'popup-attribute',
    detailAttribute: 'detail-attribute',
    fileImport: 'import',
    fileImporting: 'importing',
    fileImported: 'imported',
  },
  types: typeIds,
};

/** Google's documented reCAPTCHA test key: the demo sites have no real one. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

/** The hosted platform's login app: contributors add places there (docs/product/sites.md#audience). */
export const loginUrl = 'https://app.travel-guide.example/login';

type Derived = 'hosts' | 'images' | 'content';
type Shared = Omit<SiteConfig, 'id' | 'name' | 'description' | Derived> & { content: Omit<SiteConfig['content'], 'project'> };

/** What every site shares (docs/product/sites.md#site-configuration, values in docs/product/limits.md). */
const shared: Shared = {
  locales: [{ id: 'en', label: 'English' }],
  defaultLocale: 'en',
  wording: {},
  timeZone: 'America/Denver',
  content: {
    origin: 'https://cdn.elebase.io',
    geoOrigin: 'https://geo.elebase.io',
    version: 'v1',
    phases: [4],
    timeoutMs: 20000,
    imageOrigins: ['https://cdn.elebase.io'],
  },
  cache: { dynamic: 3600, dyno: 10800, static: 21600, notification: 300, sitemap: 86400 },
  theme: {
    styleVariables: {
      'color-primary': '#1f5f8b',
      'color-accent': '#d9822b',
      'color-text': '#1b1b1b',
      'color-background': '#ffffff',
      'color-progress': '#d9822b',
      'font-body': 'system-ui, sans-serif',
      'font-heading': 'Georgia, serif',
      'logo-width': '160px',
      'logo-height': '48px',
    },
  },
  menus: {
    primary: [
      { route: 'places', textKey: 'places', external: false },
      { route: 'activities', textKey: 'activities', external: false },
      { route: 'lodging', textKey: 'lodging', external: false },
      { route: 'shopping', textKey: 'shopping', external: false },
    ],
    secondary: [
      { route: 'about', textKey: 'about', external: false },
      { route: 'events', textKey: 'events', external: false },
      { route: 'itineraries', textKey: 'itineraries', external: false },
      { route: 'map', textKey: 'map', external: false },
      { route: 'join', textKey: 'join', external: false },
      { route: 'stories', textKey: 'stories', external: false },
      { path: loginUrl, textKey: 'login', external: true },
    ],
    bottom: [
      { route: 'action', textKey: 'action', external: false },
      { route: 'join', textKey: 'join', external: false },
      { route: 'supporters', textKey: 'supporters', external: false },
      { route: 'order', textKey: 'order', external: false },
      { route: 'privacy', textKey: 'privacy', external: false },
      { route: 'terms', textKey: 'terms', external: false },
      { path: loginUrl, textKey: 'login', external: true },
    ],
  },
  pages: {},
  routes: {},
  redirects: [],
  map: {
    zoom: { initial: 7, locate: 15, min: 2, max: 18 },
    center: [-105.5, 39.0],
    bounds: [
      [-109.06, 36.99],
      [-102.04, 41.0],
    ],
    offset: -0.7,
    pitch: { max: 85 },
    styles: { default: 'outdoor', outdoor: { zoomMax: 17 }, hybrid: { zoomMax: 16, pitch: [0, 0] } },
    perspective: { tool: false, enabled: false, exaggeration: 1.2, pitch: 75 },
    clustering: { enabled: false, color: '#1f5f8b', radius: 50 },
    explore: { enabled: false, target: '/map' },
    download: true,
    popupDirections: true,
    featureDistance: 100,
    pointOverlap: false,
    path: { width: [3, 5], opacity: [1, 1] },
    point: { scale: [0.4, 0.8] },
    polygon: { opacity: [0.2, 0.4] },
    routeColor: '#444444',
    featureTypes: ['activity', 'food', 'lodging', 'park', 'place', 'shopping', 'trail'],
    units: { en: 'imperial' },
    directions: { url: 'https://api.mapbox.com', timeoutMs: 10000 },
  },
  search: {
    content: {
      enabled: false,
      types: [
        'activity',
        'contributor',
        'curatedMap',
        'event',
        'food',
        'guide',
        'informational',
        'itinerary',
        'lodging',
        'organization',
        'park',
        'projectMap',
        'section',
        'shopping',
        'story',
        'territory',
        'trail',
      ],
    },
    custom: { enabled: false, url: 'https://www.googleapis.com/customsearch/v1' },
    limit: 10,
  },
  limits: { index: 30, promotions: { index: 1, home: 1, detail: 1 } },
  sitemap: { types: mainContentTypes },
  contact: { sender: ['guide@travel-guide.example'], recipients: ['editors@travel-guide.example'] },
  forms: {
    offered: [],
    captcha: { provider: 'recaptcha', siteKey: '', timeoutMs: 5000 },
    list: { url: 'https://us1.api.mailchimp.com/3.0' },
    mail: { url: 'https://api.sendgrid.com/v3/mail/send' },
  },
  hashtag: '',
  social: [],
  embed: { frameAncestors: ['*'] },
  ids,
};

/** The defaults a site file is merged over: the shared ones, and what follows from the site's id. */
export function defaultsFor(id: string): Omit<SiteConfig, 'id' | 'name' | 'description'> {
  return {
    ...shared,
    // Hostnames follow one pattern so operators can predict them.
    hosts: { production: `${id}.travel-guide.example`, staging: `${id}.staging.travel-guide.example` },
    content: { ...shared.content, project: id },
    images: { logo: `/images/${id}/logo.svg`, icon: `/images/${id}/icon.png`, placeholder: `/images/${id}/placeholder.svg`, share: `/images/${id}/share.jpg` },
  };
}

/** The credit OpenStreetMap's licence asks of every map drawn from its data, linked to the licence's page. */
export const OSM_CREDIT = { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' };
