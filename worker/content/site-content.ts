import type * as z from 'zod';
import {
  type Contact,
  contactSchema,
  type Element,
  elementSchema,
  embedDataSchema,
  type Entry,
  type EntryList,
  entryListSchema,
  entrySchema,
  type Measurements,
  measurementsSchema,
} from '../../core/content-shapes';
import { errorMessage } from '../../core/error-message';
import type { Locale } from '../../core/i18n/locales';
import type { SiteConfig } from '../../core/site-config';
import { memo } from '../memo';
import type { Environment } from '../env';
import { log } from '../ops/log';
import { parseShape } from './answers';
import { cacheKey } from './cache-key';
import { ContentClient, type ContentPath, type Params, type RequestOptions } from './client';
import { clientAuth } from './client-config';
import { ContentApiError, ContentConfigError } from './errors';
import { GeoClient, type Geometry, missingGeoTokenMessage } from './geo-client';
import { PREVIEW_PHASES } from './preview';
import { loadCached, loadUncached } from './stale-cache';
import { upstreamFor } from './transport';

export interface EntriesQuery {
  type?: string[];
  id?: string[];
  text?: string;
  order?: string;
  page?: number;
  limit?: number;
  /** Category option filters: element id -> option ids (sent as filter[<elementId>]=a,b). */
  filters?: Record<string, string[]>;
  /** Only entries whose datetime element has a range ending after the ISO date (after[<elementId>]). */
  after?: Record<string, string>;
  /** Only entries in this entity group (an index route's meta.group). */
  group?: string;
}

type EmbedData = z.output<typeof embedDataSchema>;

/** What POST /entries takes (docs/product/content-api.md#writes): the entry without what the service assigns. */
interface NewEntry {
  title: string;
  phase: number;
  types: { id: string }[];
  elements: { id: string; type: string; preferences?: Record<string, unknown>; data: unknown }[];
}

export interface SiteContent {
  readonly locale: string;
  readonly preview: boolean;
  readonly phases: readonly number[];
  entries(q: EntriesQuery): Promise<EntryList & { stale?: boolean }>;
  entry(id: string): Promise<Entry | null>;
  element(id: string): Promise<Element | null>;
  contact(id: string): Promise<Contact | null>;
  /** On failure a placeholder: the URL's host as author, no thumbnail (docs/product/content-api.md#entries). */
  embedData(url: string): Promise<EmbedData>;
  /** Null when the geo API fails (only logged); throws when the site has no geo token. */
  measurements(geometry: Geometry): Promise<Measurements | null>;
  elevations(geometry: Geometry): Promise<Measurements | null>;
  /** Creates an entry, never cached; a repeated idempotency key answers the entry it created before. */
  createEntry(entry: NewEntry, idempotencyKey: string): Promise<Entry>;
}

function entriesParams(q: EntriesQuery, locale: string): Params {
  const params: Params = {
    id: q.id?.length ? q.id.join(',') : undefined,
    type: q.type?.length ? q.type.join(',') : undefined,
    text: q.text?.trim() || undefined,
    order: q.order,
    group: q.group?.trim() || undefined,
    page: q.page,
    limit: q.limit,
    locale,
  };
  for (const [element, options] of Object.entries(q.filters ?? {})) if (options.length) params[`filter[${element}]`] = options.join(',');
  for (const [element, date] of Object.entries(q.after ?? {})) params[`after[${element}]`] = date;
  return params;
}

function placeholderEmbed(url: string): EmbedData {
  let host = '';
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    host = url;
  }
  return { oembed: { author_name: host, thumbnail_url: '' } };
}

export interface SiteContentInputs {
  /** Its CONTENT binding, read per request; the variables come parsed in `environment`. */
  env: Env;
  environment: Environment;
  config: SiteConfig;
  locale: Locale;
  preview: boolean;
  /** Keeps cache writes and background refreshes alive after the answer (the request's ExecutionContext). */
  waitUntil(promise: Promise<unknown>): void;
  /** The site's purge generation: part of every cache key, so a purge reaches every cached answer. */
  generation?: string;
}

/** A geo call's key body: the same object for the same shared geometry, so its hash is kept beside it (cache-key.ts). */
const geoBody = memo((geometry: Geometry) => Object.freeze({ geometry }));

/**
 * The site's content client, the content API as page loaders see it: locale, preview, cache and stale serving built in. Made
 * once per request by worker/request-state.ts, after the locale and preview are known.
 */
export function createSiteContent({ env, environment, config, locale, preview, waitUntil, generation }: SiteContentInputs): SiteContent {
  const siteId = config.id;
  const locales = locale === config.defaultLocale ? [locale] : [locale, config.defaultLocale];
  const phases = preview ? [...PREVIEW_PHASES] : config.content.phases;
  const secrets = environment.secretsOf(siteId);
  const upstream = upstreamFor(env, environment, config.content);
  const { project, version, timeoutMs } = config.content;
  const client = new ContentClient({ project, version, auth: clientAuth(secrets), phases, locales, timeoutMs }, upstream);
  const headers: Record<string, string> = preview ? { 'Cache-Control': 'no-cache' } : {};

  async function cached<T>(ttl: 'dynamic' | 'static', path: string, params: Params, body: object | null, load: () => Promise<T>) {
    if (preview) return { value: await loadUncached(siteId, load), stale: false };
    const hash = await cacheKey({ siteId, path, params, locales, phases, body, ...(generation ? { generation } : {}) });
    return loadCached({ siteId, key: hash, ttlSeconds: config.cache[ttl], load, waitUntil });
  }

  function get<S extends z.ZodType>(schema: S, path: ContentPath, params: Params, options: RequestOptions = {}) {
    return async () => {
      const value = await client.get(path, { ...options, params, headers });
      return value === null ? null : (parseShape(schema, value) as z.output<S>);
    };
  }

  async function single<S extends z.ZodType>(schema: S, path: ContentPath, id: string): Promise<z.output<S> | null> {
    const params = { id, locale };
    try {
      return (await cached('static', path, params, null, get(schema, path, params))).value;
    } catch (error) {
      if (error instanceof ContentApiError && error.status === 404) return null;
      throw error;
    }
  }

  async function geoCall(kind: 'elevations' | 'measurements', geometry: Geometry): Promise<Measurements | null> {
    if (!secrets.geoToken) throw new ContentConfigError('token', missingGeoTokenMessage);
    const geo = new GeoClient(secrets.geoToken, timeoutMs, upstream);
    const load = async () => parseShape(measurementsSchema, await geo.measure(kind, geometry));
    try {
      return (await cached('static', `/${kind}`, {}, geoBody(geometry), load)).value;
    } catch (error) {
      log('warn', `geo.${kind}_failed`, { site: siteId, message: errorMessage(error) });
      return null;
    }
  }

  return {
    locale,
    preview,
    phases,
    async entries(q) {
      const params = entriesParams(q, locale);
      const { value, stale } = await cached('dynamic', '/entries', params, null, get(entryListSchema, '/entries', params));
      const list = value ?? { index: [], total: 0 };
      return stale ? { ...list, stale: true } : list;
    },
    async entry(id) {
      const params = entriesParams({ id: [id] }, locale);
      const load = get(entrySchema, '/entries', params, { first: true });
      return (await cached('dynamic', '/entry', params, null, load)).value;
    },
    element: (id) => single(elementSchema, '/elements', id),
    contact: (id) => single(contactSchema, '/contacts', id),
    async embedData(url) {
      const params = { url, locale };
      try {
        return (await cached('static', '/embed/data', params, null, get(embedDataSchema, '/embed/data', params))).value ?? placeholderEmbed(url);
      } catch (error) {
        log('warn', 'content.embed_failed', { site: siteId, url, message: errorMessage(error) });
        return placeholderEmbed(url);
      }
    },
    measurements: (geometry) => geoCall('measurements', geometry),
    elevations: (geometry) => geoCall('elevations', geometry),
    async createEntry(entry, idempotencyKey) {
      return parseShape(entrySchema, await client.post('/entries', entry, { headers: { 'Idempotency-Key': idempotencyKey } }));
    },
  };
}
