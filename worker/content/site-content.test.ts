import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../core/site-config';
import { loadSiteConfig } from '../../sites';
import type { Locale } from '../../core/i18n/locales';
import { environmentOf } from '../env';
import { ContentUnavailable } from '../errors';
import { backoffRemaining } from './backoff';
import { type SiteContent, createSiteContent } from './site-content';

// Integration against the REAL embedded content service (env.CONTENT): signed requests, its SQL, its
// errors. The project is one of the small sites, loaded with this file's own export.

const SITE = 'vote-map';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const line = {
  type: 'LineString',
  coordinates: [
    [-105.0, 39.7, 1600],
    [-105.01, 39.71, 1650],
    [-105.02, 39.72, 1630],
  ],
};

const text = (id: string, data: unknown, iana = 'text/plain') => ({ id, type: 'text', data, preferences: { iana_type: iana } });
const exportFile = {
  entries: [
    {
      id: 'poll-1',
      title: { en: 'Central Library polling place', es: 'Biblioteca central' },
      phase: 4,
      types: [{ id: 'place' }],
      created: '2025-01-01',
      elements: [text('description', { en: 'Vote here', es: 'Vote aquí' }), { id: 'categories', type: 'option', data: ['early'] }],
    },
    { id: 'poll-2', title: 'Fire Station polling place', phase: 4, types: [{ id: 'place' }], created: '2025-01-02', elements: [{ id: 'categories', type: 'option', data: ['dropbox'] }] },
    { id: 'draft-1', title: 'Draft polling place', phase: 2, types: [{ id: 'place' }], created: '2025-01-03' },
    { id: 'story-1', title: 'How to vote early', phase: 4, types: [{ id: 'story' }], created: '2025-01-04' },
  ],
  elements: [{ id: 'categories', name: 'Categories', type: 'option', options: [{ id: 'early' }, { id: 'dropbox' }] }],
  contacts: [{ id: 'clerk', label: 'County clerk', email: 'clerk@vote.example' }],
  embeds: [{ url: 'https://video.example/watch/1', oembed: { author_name: 'County TV', thumbnail_url: 'https://video.example/1.jpg' } }],
};

beforeAll(async () => {
  const res = await env.CONTENT.fetch('http://content-service/_admin/import', {
    method: 'POST',
    headers: { Authorization: `Bearer ${(env as unknown as { TEST_CONTENT_ADMIN_TOKEN: string }).TEST_CONTENT_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ project: SITE, export: exportFile, replace: true }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
});

interface Visit {
  env?: Record<string, unknown>;
  config?: Partial<SiteConfig>;
  locale?: Locale;
  preview?: boolean;
}

/** The service as worker/request-state.ts makes it for one request, with the real bindings. */
async function result<T>(probe: (content: SiteContent) => Promise<T>, options: Visit = {}): Promise<T> {
  const ctx = createExecutionContext();
  const content = createSiteContent({
    env: { ...env, ...options.env } as Env,
    environment: environmentOf({ ...env, ...options.env } as Env),
    config: { ...loadSiteConfig(SITE), ...options.config },
    locale: options.locale ?? 'en',
    preview: options.preview === true,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  try {
    return await probe(content);
  } finally {
    await waitOnExecutionContext(ctx);
  }
}

/** The failure a probe ends in: what worker/on-error.tsx would answer from. */
async function failure(probe: (content: SiteContent) => Promise<unknown>, options: Visit = {}): Promise<unknown> {
  return result(probe, options).then(
    () => expect.unreachable('the probe should have failed'),
    (error: unknown) => error,
  );
}

const noCache = { cache: { ...loadSiteConfig(SITE).cache, dynamic: 0, static: 0 } };
const wrongKey = { [`SITE_${SITE.toUpperCase().replace(/-/g, '_')}_CONTENT_PRIVATE_KEY`]: 'not-the-key' };

describe('site content against the embedded content service', () => {
  it('lists entries through signed requests, with type, order, paging and published phases only', async () => {
    const places = await result((content) => content.entries({ type: ['place'], order: 'title', limit: 10 }));
    expect(places.index.map((e) => e.id)).toEqual(['poll-1', 'poll-2']);
    expect(places.total).toBe(2);
    expect(places.stale).toBeUndefined();
    const paged = await result((content) => content.entries({ type: ['place', 'story'], order: 'title', limit: 1, page: 2 }));
    expect(paged.index.map((e) => e.id)).toEqual(['poll-2']);
    expect(paged.total).toBe(3);
  });

  it('passes an index route group through as the group parameter, and leaves a blank one out', async () => {
    const sent: URL[] = [];
    const watched = {
      fetch: (request: Parameters<Fetcher['fetch']>[0]) => {
        sent.push(new URL(request instanceof Request ? request.url : String(request)));
        return env.CONTENT.fetch(request);
      },
    };
    await result((content) => content.entries({ type: ['place'], group: 'embed-tests', page: 2, limit: 30 }), { config: noCache, env: { CONTENT: watched } });
    await result((content) => content.entries({ type: ['place'], group: '  ' }), { config: noCache, env: { CONTENT: watched } });
    expect(sent).toHaveLength(2);
    expect(Object.fromEntries(sent[0]!.searchParams)).toMatchObject({ type: 'place', group: 'embed-tests', page: '2', limit: '30', locale: 'en' });
    expect(sent[1]!.searchParams.has('group')).toBe(false);
  });

  it('passes category filters as filter[<elementId>]', async () => {
    const early = await result((content) => content.entries({ filters: { categories: ['early'] } }));
    expect(early.index.map((e) => e.id)).toEqual(['poll-1']);
  });

  it('answers in the request locale', async () => {
    const es = await result((content) => content.entry('poll-1'), { locale: 'es' });
    const en = await result((content) => content.entry('poll-1'));
    expect(es?.title).toBe('Biblioteca central');
    expect(en?.title).toBe('Central Library polling place');
  });

  it('gives one entry, element or contact by id, and null for unknown ones', async () => {
    const found = await result(async (content) => ({
      entry: await content.entry('story-1'),
      missing: await content.entry('nope'),
      element: await content.element('categories'),
      noElement: await content.element('nope'),
      contact: await content.contact('clerk'),
      noContact: await content.contact('nope'),
    }));
    expect(found.entry?.title).toBe('How to vote early');
    expect(found.missing).toBeNull();
    expect(found.element?.options?.map((o) => o.id)).toEqual(['early', 'dropbox']);
    expect(found.noElement).toBeNull();
    expect(found.contact?.email).toBe('clerk@vote.example');
    expect(found.noContact).toBeNull();
  });

  it('hides unpublished entries outside preview and shows them in preview', async () => {
    const normal = await result((content) => content.entry('draft-1'));
    const preview = await result((content) => content.entry('draft-1'), { preview: true });
    expect(normal).toBeNull();
    expect(preview?.id).toBe('draft-1');
  });

  it('measures a line through the geo API with the site token', async () => {
    const measured = await result((content) => content.measurements(line));
    expect(measured?.length).toBeGreaterThan(2000);
    expect(measured?.elevation?.gain).toBeCloseTo(50, 0);
  });

  it('gives elevations of a geometry, and null (logged) when the geo API refuses it', async () => {
    const answers = await result(async (content) => ({
      point: await content.elevations({ type: 'Point', coordinates: [-105.0, 39.7, 1600] }),
      refused: await content.measurements({ type: 'Nonsense', coordinates: 'x' }),
    }));
    expect(answers.point).not.toBeNull();
    expect(answers.refused).toBeNull();
  });

  it('gives oEmbed data of a known url, and a placeholder when the service fails', async () => {
    const known = await result((content) => content.embedData('https://video.example/watch/1'));
    expect(known.oembed).toMatchObject({ author_name: 'County TV', thumbnail_url: 'https://video.example/1.jpg' });
    const failing = await result((content) => content.embedData('https://www.photos.example/p/9'), { env: wrongKey });
    expect(failing.oembed).toEqual({ author_name: 'photos.example', thumbnail_url: '' });
  });

  it('throws the exact message when the site has no geo token', async () => {
    const message = await result((content) => content.measurements(line).catch((error: Error) => error.message), { env: { [`SITE_${SITE.toUpperCase().replace(/-/g, '_')}_GEO_TOKEN`]: '' } });
    expect(message).toBe('Failed to send Geo API request: API token (config.elebase.token) not configured');
  });
});

describe('stale serving and outages', () => {
  it('serves the stored copy, marked stale, while the service refuses the keys', async () => {
    const query = { type: ['story'], text: 'vote' };
    const fresh = await result((content) => content.entries(query), { config: noCache });
    expect(fresh.index.map((e) => e.id)).toEqual(['story-1']);
    expect(fresh.stale).toBeUndefined();
    const stale = await result((content) => content.entries(query), { config: noCache, env: wrongKey });
    expect(stale.stale).toBe(true);
    expect(stale.index.map((e) => e.id)).toEqual(['story-1']);
  });

  it('answers 503 with Retry-After when nothing is cached and the service fails', async () => {
    const error = await failure((content) => content.entries({ text: `never-cached-${run}` }), { env: wrongKey });
    expect(error).toBeInstanceOf(ContentUnavailable);
    expect((error as ContentUnavailable).status).toBe(503);
    expect((error as ContentUnavailable).retryAfterSeconds).toBe(60);
  });

  it('reads and writes no cache in preview, and asks upstream for no-cache', async () => {
    const seen: Request[] = [];
    const spy = {
      fetch: (request: Parameters<Fetcher['fetch']>[0]) => {
        seen.push(new Request(request));
        return env.CONTENT.fetch(request);
      },
    };
    const query = { type: ['place'], text: `preview-${run}` };
    await result((content) => content.entries(query), { preview: true, env: { CONTENT: spy } });
    expect(seen[0]!.headers.get('cache-control')).toBe('no-cache');
    expect(new URL(seen[0]!.url).searchParams.get('phase')).toBe('1,2,3,4');
    expect(await failure((content) => content.entries(query), { preview: true, env: wrongKey })).toBeInstanceOf(ContentUnavailable);
  });

  it('backs the site off after a 429 with X-Usage-Limit-Time: stale copies, no upstream calls, 503 with Retry-After', async () => {
    let throttle = false;
    let calls = 0;
    const limited = {
      fetch: (request: Parameters<Fetcher['fetch']>[0]) => {
        calls += 1;
        if (!throttle) return env.CONTENT.fetch(request);
        const until = String(Math.round(Date.now() / 1000) + 120);
        return Promise.resolve(Response.json({ error: { id: 'usage_limit', data: null } }, { status: 429, headers: { 'X-Usage-Limit-Info': '100/min', 'X-Usage-Limit-Time': until } }));
      },
    };
    const query = { type: ['place'], order: `-title` };
    await result((content) => content.entries(query), { config: noCache, env: { CONTENT: limited } });
    throttle = true;
    const first = await result((content) => content.entries(query), { config: noCache, env: { CONTENT: limited } });
    expect(first.stale).toBe(true);
    expect(calls).toBe(2);
    throttle = false;
    const second = await result((content) => content.entries(query), { config: noCache, env: { CONTENT: limited } });
    expect(second.stale).toBe(true);
    const uncached = await failure((content) => content.entries({ text: `throttled-${run}` }), { env: { CONTENT: limited } });
    expect(uncached).toBeInstanceOf(ContentUnavailable);
    expect((uncached as ContentUnavailable).retryAfterSeconds).toBeGreaterThan(100);
    expect(calls).toBe(2);
    // Past the end of the back-off it is over, for the tests that follow.
    expect(backoffRemaining(SITE, Date.now() + 121_000)).toBe(0);
  });
});
