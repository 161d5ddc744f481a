import { unitSystems } from './format/units';
import { defaultLocale, localeIds } from './i18n/locales';
import * as z from 'zod';
import { menusSchema, redirectSchema, routesSettingsSchema } from './routes/settings-schema';
import { idsSchema } from './site-ids-schema';

// One schema for every site: sites/defaults.ts deep-merged with sites/<id>.ts must pass it.
// Secrets never live here (see worker/tenancy/site-secrets.ts).

const seconds = z.number().int().nonnegative();
const cssValue = z.string().regex(/^[^;{}<>]*$/, 'must be a plain CSS value');
const email = z.email();
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const range = z.tuple([z.number(), z.number()]);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a #hex colour');
/** Local asset path (shipped with the product) or an https URL. */
const imageUrl = z.string().regex(/^(\/[^\s]*|https:\/\/\S+)\.(jpe?g|gif|png|svg|tiff?|ico|webp)$/i, 'must be an image path');

const localeSchema = z.object({ id: z.enum(localeIds), label: z.string().min(1) });
/** A value per language of core/i18n/locales.ts: only the default language's is required, the others fall back to it. */
const perLanguage = <T extends z.ZodType>(value: T) => z.object({ [defaultLocale]: value }).and(z.partialRecord(z.enum(localeIds), value));

/** An https URL: what a map may fetch from a configured service (the CSP allows its origin). */
const httpsUrl = z.string().regex(/^https:\/\/[^/\s]+\/\S*$/, 'must be an https URL');

/**
 * A production basemap for a style variant (docs/product/maps.md#basemap-and-styles) in place of the offline one (009): a tile
 * service's style URL, its public token in the URL (the style route redirects there), or a PMTiles
 * archive in the BASEMAPS R2 bucket with the offline basemap's layers, whose tiles the worker serves
 * from its own origin (worker/map/archive-tiles.ts).
 */
const productionBasemap = z.union([
  z
    .object({
      style: httpsUrl,
      /** Further origins the style's tiles and sprites come from, when not the style's own. */
      origins: z.array(z.url().regex(/^https:\/\/[^/]+$/, 'must be an https origin without a path')).optional(),
    })
    .strict(),
  z
    .object({
      pmtiles: z.string().regex(/^[\w.-]+(\/[\w.-]+)*\.pmtiles$/, 'must be an R2 key ending in .pmtiles'),
      /**
       * The archive's data credits, shown in the map's attribution control and on its pictures: plain
       * text, or `{ text, url }` for text the map links to the data's licence page (an OpenStreetMap
       * archive: https://www.openstreetmap.org/copyright). Never markup: the worker writes the link.
       */
      attribution: z
        .union([
          z
            .string()
            .min(1)
            .transform((text) => ({ text })),
          z.object({ text: z.string().min(1), url: httpsUrl }).strict(),
        ])
        .optional(),
    })
    .strict(),
]);

const mapSchema = z.object({
  zoom: z.object({ initial: z.number(), locate: z.number(), min: z.number(), max: z.number() }),
  center: lngLat,
  /** [[west, south], [east, north]] */
  bounds: z.tuple([lngLat, lngLat]),
  offset: z.number(),
  pitch: z.object({ max: z.number().min(0).max(85) }),
  styles: z.object({
    default: z.enum(['outdoor', 'hybrid']),
    outdoor: z.object({ zoomMax: z.number(), basemap: productionBasemap.optional() }),
    hybrid: z.object({ zoomMax: z.number(), pitch: range, basemap: productionBasemap.optional() }),
  }),
  perspective: z.object({
    tool: z.boolean(),
    enabled: z.boolean(),
    exaggeration: z.number(),
    pitch: z.number(),
    /** A raster-dem source: with it, 3D raises the terrain by `exaggeration`; without, 3D is pitch only. */
    terrain: z
      .object({
        tiles: z.array(httpsUrl).min(1),
        encoding: z.enum(['mapbox', 'terrarium']),
        tileSize: z.number().int().positive(),
        maxzoom: z.number().int().min(0).max(24),
        attribution: z.string().optional(),
      })
      .optional(),
  }),
  /** Points closer than `radius` pixels merge into one cluster drawn in `color`. */
  clustering: z.object({ enabled: z.boolean(), color: hexColor, radius: z.number().int().positive() }),
  explore: z.object({ enabled: z.boolean(), target: z.string().startsWith('/') }),
  download: z.boolean(),
  popupDirections: z.boolean(),
  /** Metres: how far "nearby" reaches and how close features may be. */
  featureDistance: z.number().positive().max(500),
  pointOverlap: z.boolean(),
  path: z.object({ width: range, opacity: range }),
  point: z.object({ scale: range }),
  polygon: z.object({ opacity: range }),
  routeColor: hexColor,
  featureTypes: z.array(z.string().min(1)),
  units: perLanguage(z.enum(unitSystems)),
  /**
   * The maps service's directions API (docs/product/maps.md#directions: {url}/directions/v5/{profile}/{coordinates}, Mapbox
   * wire format). Only the worker calls it, with the site's MAPS_TOKEN secret; locally and in tests the
   * PROVIDERS binding answers it (stand-ins/form-providers/directions.ts).
   */
  directions: z.object({ url: z.url(), timeoutMs: z.number().int().positive() }),
});
export type MapSettings = z.infer<typeof mapSchema>;

const contentTypeList = z.array(z.string().min(1));

/** Forms a site may offer besides the newsletter, which docs/product/forms.md#which-site-offers-which-form ties to a configured list. */
export const offerableForms = ['report', 'join', 'order'] as const;
export type OfferableForm = (typeof offerableForms)[number];

/**
 * Form settings. Providers are reached at these URLs; their keys are per-site secrets
 * (worker/tenancy/site-secrets.ts). Locally and in tests the same URLs reach recording stand-ins.
 */
const formsSchema = z.object({
  /** A form not listed answers 404 and no page links to it. */
  offered: z.array(z.enum(offerableForms)),
  /** Verifies the report's token server-side (docs/product/forms.md#the-post: reCAPTCHA; Turnstile speaks the same siteverify). */
  captcha: z.object({
    provider: z.enum(['recaptcha', 'turnstile']),
    /** Public: the widget renders with it. */
    siteKey: z.string(),
    /** The provider's siteverify endpoint when not its standard one. */
    verifyUrl: z.url().optional(),
    /** The widget's script when not the provider's standard one; the CSP of the form's page allows its origin only. */
    script: z
      .url()
      .regex(/^https:\/\//, 'must be an https URL')
      .optional(),
    timeoutMs: z.number().int().positive(),
  }),
  /** Newsletter sign-ups: a Mailchimp-compatible members API, e.g. https://us21.api.mailchimp.com/3.0. */
  list: z.object({ url: z.url() }),
  /** Staff notifications: a SendGrid v3 compatible mail send endpoint. */
  mail: z.object({ url: z.url() }),
});
export type FormSettings = z.infer<typeof formsSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const siteConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    description: z.string().min(1),
    locales: z.array(localeSchema).min(1),
    defaultLocale: z.enum(localeIds),
    /** Site-specific wording, per locale, over the shared messages (menu keys and the like). */
    wording: z.partialRecord(z.enum(localeIds), z.record(z.string(), z.string())),
    /** The site's IANA zone: dates, times, the events list's "today" and a trail's daylight are the site's. */
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
    hosts: z.object({ production: z.string().min(1), staging: z.string().min(1) }),
    content: z.object({
      origin: z.url(),
      geoOrigin: z.url(),
      project: z.string().min(1),
      version: z.literal('v1'),
      phases: z.array(z.number().int().min(0).max(4)).min(1),
      timeoutMs: z.number().int().nonnegative(),
      /** Origins the content's images are served from (its image CDN): the only hosts img-src allows besides the site's own. */
      imageOrigins: z.array(z.url().regex(/^https:\/\/[^/]+$/, 'must be an https origin without a path')),
    }),
    cache: z.object({ dynamic: seconds, dyno: seconds, static: seconds, notification: seconds, sitemap: seconds }),
    theme: z.object({
      /** Emitted verbatim as CSS custom properties on :root (name without the leading --). */
      styleVariables: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), cssValue),
    }),
    menus: menusSchema,
    /** Route name -> id of the CMS entry holding that page's text (the page's "meta id"). */
    pages: z.record(z.string(), z.string().min(1)),
    /** Route name -> overrides and custom routes; core/routes/build-table.ts decides which routes exist. */
    routes: routesSettingsSchema,
    /** Site-specific redirects, checked before the legacy ones (docs/product/routes.md#site-redirects). */
    redirects: z.array(redirectSchema),
    map: mapSchema,
    search: z.object({
      content: z.object({ enabled: z.boolean(), types: contentTypeList }),
      /** A custom site search provider (docs/product/routes.md#search: cx, key, q); its key is the site secret SEARCH_KEY. */
      custom: z.object({ enabled: z.boolean(), engineId: z.string().min(1).optional(), url: z.url() }),
      limit: z.number().int().positive(),
    }),
    limits: z.object({
      index: z.number().int().positive(),
      promotions: z.object({ index: z.number().int().nonnegative(), home: z.number().int().nonnegative(), detail: z.number().int().nonnegative() }),
    }),
    /** The sitemap's type parameter is these, comma-joined. */
    sitemap: z.object({ types: contentTypeList.min(1) }),
    newsletterListId: z.string().min(1).optional(),
    forms: formsSchema,
    analyticsId: z
      .string()
      .regex(/^[A-Z]{1,3}-[A-Z0-9-]+$/, 'must be an analytics id like G-XXXX')
      .optional(),
    contact: z.object({ sender: z.array(email).min(1), recipients: z.array(email).min(1) }),
    hashtag: z.string().regex(/^#?\w*$/, 'must be a hashtag'),
    /**
     * Where the site's content comes from when it is open data (an OpenStreetMap import): credited with
     * a link and the data's day in every page's footer (docs/decisions/054-osm-importer.md).
     */
    dataSource: z
      .object({
        credit: z.string().min(1),
        url: httpsUrl,
        date: z.iso.date(),
      })
      .optional(),
    mailingAddress: z.object({ streetAddress: z.string().min(1), city: z.string().min(1), stateOrProvince: z.string().min(1), postalCode: z.string().min(1), country: z.string().min(1) }).optional(),
    social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'twitter', 'youtube', 'pinterest', 'flickr', 'vimeo', 'linkedin']), url: z.url() })),
    images: z.object({
      logo: imageUrl,
      icon: imageUrl,
      placeholder: imageUrl,
      share: imageUrl,
      /**
       * What stands where an entry without a photo would show one: the site's placeholder (absent), or the
       * entry's own map picture, for guides whose content has no photos (docs/decisions/061-liechtenstein-in-german.md).
       */
      withoutPhoto: z.enum(['placeholder', 'map']).optional(),
    }),
    badge: z.object({ image: imageUrl, url: z.url() }).optional(),
    embed: z.object({ frameAncestors: z.array(z.string().regex(/^(\*|'self'|https:\/\/[^\s;]+)$/, 'must be a frame-ancestors source')).min(1) }),
    ids: idsSchema,
  })
  .superRefine((config, ctx) => {
    if (config.search.custom.enabled && !config.search.custom.engineId) {
      ctx.addIssue({ code: 'custom', path: ['search', 'custom', 'engineId'], message: 'is required when custom search is enabled' });
    }
    // A report needs somewhere to land (its entry type and text element) and a captcha to prove its sender.
    if (!config.forms.offered.includes('report')) return;
    const missing: [string[], string][] = [
      [['forms', 'captcha', 'siteKey'], config.forms.captcha.siteKey],
      [['ids', 'types', 'report'], config.ids.types.report],
      [['ids', 'elements', 'report'], config.ids.elements.report],
    ];
    for (const [path, value] of missing) if (!value) ctx.addIssue({ code: 'custom', path, message: 'is required when the site offers the report form' });
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
