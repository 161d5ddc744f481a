// Guides saved for offline (docs/decisions/037-saved-guides.md): each guide's files in one cache of
// their own, and per guide a record (title, size, date, its file list) stored in the same cache under
// a path no page has. Files two guides share (the build's chunks, the style, tiles) stay until no
// guide names them. No DOM: the page saves and removes, the service worker refreshes, with this code.
import { guideRecordUrl, RECORD_PATH, SAVED_GUIDES_CACHE } from './cache-names';
import { basemapPlan, buildFiles, estimateBytes, featuresBounds, GUIDE_BUDGET_BYTES, isStale, keepDeepestThatFit, maplibreChunk, pageParts, type SizedTile, withinBudget } from './guide-plan';

/** The build's list of files (build.mjs). */
const ASSET_MANIFEST = '/assets/manifest.json';
/** Files fetched at once while saving. */
const PARALLEL = 6;

export interface SavedGuide {
  /** The page's path and query, as its link names it. */
  page: string;
  title: string;
  bytes: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
  /** The build's page-wide script when saved: a new one means the guide is refreshed. */
  build: string;
  files: string[];
}

export interface GuidePlan {
  page: string;
  title: string;
  build: string;
  /** Fetched while planning, with their bodies: stored as they are. */
  fetched: Map<string, Response>;
  /** Still to fetch: optional ones (a download a page may lack) are skipped when they fail. */
  files: string[];
  tiles: string[];
  /** The archive's tiles by URL with their exact sizes from its directory: counted as planned while saving. */
  sizes: Map<string, number>;
  estimate: number;
  /** Set when the budget or the tile cap left the archive's deepest zooms out: the deepest zoom kept. */
  detailZoom?: number;
}

export class GuideTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`the guide takes ${bytes} bytes, more than ${GUIDE_BUDGET_BYTES}`);
  }
}

const recordUrl = (page: string) => guideRecordUrl(self.location.origin, page);

async function fetchOk(fetcher: typeof fetch, url: string): Promise<Response> {
  const res = await fetcher(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  // A redirected answer cannot stand in for a navigation: keep a plain copy.
  return res.redirected ? new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers }) : res;
}

const sizeOf = async (res: Response) => (await res.clone().arrayBuffer()).byteLength;

/** What saving `pageUrl` would keep and an estimate of its size, fetching only what the plan needs. */
export async function planGuide(pageUrl: string, fetcher: typeof fetch = fetch): Promise<GuidePlan> {
  const url = new URL(pageUrl);
  const page = await fetchOk(fetcher, url.href);
  const parts = pageParts(await page.clone().text(), url.href);
  if (!parts) throw new Error(`${url.pathname} has no map to save`);
  const [features, style, manifest] = await Promise.all([parts.map.features, parts.map.style, `${url.origin}${ASSET_MANIFEST}`].map((file) => fetchOk(fetcher, file)));
  const bounds = featuresBounds(await features!.clone().json());
  if (!bounds) throw new Error(`${url.pathname} has no features to save`);
  const manifestJson: unknown = await manifest!.json();
  const chunk = maplibreChunk(manifestJson);
  if (!chunk) throw new Error('the build has no map chunk');
  const chunkResponse = await fetchOk(fetcher, new URL(chunk, url).href);
  const basemap = basemapPlan(await style!.clone().json(), bounds, parts.map.zoom);
  const fetched = new Map([
    [url.href, page],
    [parts.map.features, features!],
    [parts.map.style, style!],
    [chunkResponse.url || new URL(chunk, url).href, chunkResponse],
  ]);
  const files = [...new Set([...parts.files, ...buildFiles(manifestJson, await chunkResponse.clone().text(), url.origin), ...basemap.styleFiles])].filter((file) => !fetched.has(file));
  const known = (await Promise.all([...fetched.values()].map(sizeOf))).reduce((sum, bytes) => sum + bytes, 0);
  const heads = await Promise.all(
    files.map((file) =>
      fetcher(file, { method: 'HEAD' }).then(
        (res) => Number(res.headers.get('content-length') ?? 0),
        () => 0,
      ),
    ),
  );
  const build = ((manifestJson as { scripts?: string[] }).scripts ?? [])[0] ?? '';
  const estimate = estimateBytes(known + heads.reduce((sum, bytes) => sum + bytes, 0), basemap.world.tiles.length);
  const archive = basemap.archive ? await archiveTiles(fetcher, basemap.archive, GUIDE_BUDGET_BYTES - estimate) : undefined;
  // The budget cut a zoom, or the tile cap kept the sizes asked for short of the archive's deepest.
  const detailZoom = archive?.cut ? archive.zoom : basemap.archive && basemap.archive.zooms[1] < basemap.archive.maxzoom ? basemap.archive.zooms[1] : undefined;
  return {
    page: `${url.pathname}${url.search}`,
    title: parts.title,
    build,
    fetched,
    files,
    tiles: [...basemap.world.tiles, ...(archive?.tiles.keys() ?? [])],
    sizes: archive?.tiles ?? new Map(),
    estimate: estimate + (archive?.bytes ?? 0),
    ...(detailZoom === undefined ? {} : { detailZoom }),
  };
}

/** The archive's tiles around the route that fit in `room`, sized by the worker from the archive's directory. */
async function archiveTiles(fetcher: typeof fetch, archive: NonNullable<ReturnType<typeof basemapPlan>['archive']>, room: number) {
  const answer = (await (await fetchOk(fetcher, archive.sizes)).json()) as { tiles?: SizedTile[] };
  if (!Array.isArray(answer.tiles)) throw new Error(`${archive.sizes} answered no tiles`);
  return { ...keepDeepestThatFit(archive.template, answer.tiles, room), maxzoom: archive.maxzoom };
}

/** Every saved guide, the latest saved first. */
export async function savedGuides(): Promise<SavedGuide[]> {
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  const records = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(RECORD_PATH));
  const guides = await Promise.all(records.map(async (request) => (await (await cache.match(request))?.json()) as SavedGuide | undefined));
  return guides.filter((guide): guide is SavedGuide => guide !== undefined).sort((a, b) => b.savedAt - a.savedAt);
}

/** Files named by guides other than `page`: what removing or refreshing `page` must leave. */
async function filesOfOthers(page: string): Promise<Set<string>> {
  return new Set((await savedGuides()).filter((guide) => guide.page !== page).flatMap((guide) => guide.files));
}

/**
 * Fetches and stores every file of `plan`, calling `progress(done, total)` as they arrive; refuses
 * (storing nothing new) when the files pass the budget. The guide's previous files that it no longer
 * names are dropped only after the new ones are stored, so a guide never opens half-saved.
 */
export async function saveGuide(plan: GuidePlan, progress: (done: number, total: number) => void = () => undefined, fetcher: typeof fetch = fetch): Promise<SavedGuide> {
  const queue = [...plan.files.map((file) => ({ file, optional: true })), ...plan.tiles.map((file) => ({ file, optional: false }))];
  const total = plan.fetched.size + queue.length;
  const answers = new Map(plan.fetched);
  let bytes = (await Promise.all([...plan.fetched.values()].map(sizeOf))).reduce((sum, size) => sum + size, 0);
  let done = plan.fetched.size;
  let refused = false;
  progress(done, total);
  const worker = async () => {
    for (let next = queue.shift(); next && !refused; next = queue.shift()) {
      try {
        const res = await fetchOk(fetcher, next.file);
        // An archive's tile counts as its directory sized it, so the plan and the save agree.
        bytes += plan.sizes.get(next.file) ?? (await sizeOf(res));
        answers.set(next.file, res);
      } catch (error) {
        // A download or picture the page names but the server lacks is left out; a basemap tile is not.
        if (!next.optional) {
          refused = true;
          throw error;
        }
      }
      if (!withinBudget(bytes)) {
        refused = true;
        throw new GuideTooLarge(bytes);
      }
      done += 1;
      progress(done, total);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  const previous = (await savedGuides()).find((guide) => guide.page === plan.page);
  await Promise.all([...answers].map(([file, res]) => cache.put(file, res)));
  const guide: SavedGuide = { page: plan.page, title: plan.title, bytes, savedAt: Date.now(), build: plan.build, files: [...answers.keys()] };
  await cache.put(recordUrl(plan.page), Response.json(guide));
  if (previous)
    await dropFiles(
      cache,
      plan.page,
      previous.files.filter((file) => !answers.has(file)),
    );
  return guide;
}

async function dropFiles(cache: Cache, page: string, files: readonly string[]): Promise<void> {
  const kept = await filesOfOthers(page);
  await Promise.all(files.filter((file) => !kept.has(file)).map((file) => cache.delete(file)));
}

/** Removes a saved guide and every file no other guide names. */
export async function removeGuide(page: string): Promise<void> {
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  const guide = (await savedGuides()).find((candidate) => candidate.page === page);
  if (!guide) return;
  await cache.delete(recordUrl(page));
  await dropFiles(cache, page, guide.files);
}

/** Fetches a saved guide again, whole; what it had stays until the new copy is stored. */
export async function updateGuide(page: string, progress?: (done: number, total: number) => void, fetcher: typeof fetch = fetch): Promise<SavedGuide> {
  return saveGuide(await planGuide(`${self.location.origin}${page}`, fetcher), progress, fetcher);
}

/**
 * Refreshes the saved guides that are due (another build than the server's now, or a day old), one at
 * a time; a guide that fails keeps its saved copy.
 */
export async function refreshStaleGuides(fetcher: typeof fetch = fetch): Promise<number> {
  const guides = await savedGuides();
  if (guides.length === 0) return 0;
  const manifest = (await (await fetchOk(fetcher, `${self.location.origin}${ASSET_MANIFEST}`)).json()) as { scripts?: string[] };
  const currentBuild = manifest.scripts?.[0];
  let refreshed = 0;
  for (const guide of guides) {
    if (!isStale(guide, currentBuild, Date.now())) continue;
    try {
      await updateGuide(guide.page, undefined, fetcher);
      refreshed += 1;
    } catch {
      // Offline again, or the page is gone: the saved copy stays as it was.
    }
  }
  return refreshed;
}
