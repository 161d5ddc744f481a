// The growth step of `npm run bench` (docs/decisions/020-content-at-scale.md): the islands site grown to 1,000 / 10,000 / 50,000
// synthetic entries through the content service's POST /_admin/seed-scale, and at each size the
// uncached index page (page 1 and its last page), a text search and the all-entries list (page 1, its
// middle page: the deepest an OFFSET walk goes, and its last page) timed in the same run, each beside a
// reference page of a site that does not grow. Uncached means preview: it skips the page cache and
// the content cache, so each request runs every query.
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { ratioRow } from './bench-report.mjs';
import { httpRequest } from './http.mjs';
import { median } from './median.mjs';

/** BENCH_GROWTH_SIZES=a,b,c shrinks the step for a quick check of the bench itself. */
const GROWTH_SIZES = process.env.BENCH_GROWTH_SIZES ? process.env.BENCH_GROWTH_SIZES.split(',').map(Number) : [1_000, 10_000, 50_000];
const SEED_BATCH = 2_000;
const SAMPLES = 7;
const PAGE_SIZE = 30;
const INDEX = '/places';
/** Every main content type together (docs/decisions/029-flat-lists-at-scale.md). */
const ALL = '/entries';
const SEARCH = 'harbor';

/** Upserts synthetic entries [from, to) a batch at a time; logs progress every tenth of the run. */
async function seed(contentUrl, adminToken, project, from, to, log) {
  for (let at = from; at < to; at += SEED_BATCH) {
    const res = await httpRequest(`${contentUrl}/_admin/seed-scale`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ project, from: at, count: Math.min(SEED_BATCH, to - at) }),
      timeoutMs: 300_000,
    });
    if (res.status !== 200) throw new Error(`seed-scale answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (Math.floor((at + SEED_BATCH) / (to / 10)) > Math.floor(at / (to / 10))) log(`  seeded ${Math.min(at + SEED_BATCH, to)}/${to}`);
  }
}

async function once(url, host) {
  const started = performance.now();
  const res = await httpRequest(url, { host, timeoutMs: 60_000 });
  return { ms: performance.now() - started, ok: res.status === 200 };
}

/**
 * Sequential GETs of `url`, each followed by one of `reference` (an uncached page whose site does not
 * grow): the machine is shared, so each figure is the median of url/reference pairs, which cancels
 * what the other sessions on it do between one size and the next. `ms` is the plain median.
 */
async function timed(url, host, reference) {
  const times = [];
  const ratios = [];
  let errors = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const target = await once(url, host);
    const ref = await once(reference.url, reference.host);
    times.push(target.ms);
    ratios.push(target.ms / ref.ms);
    if (!target.ok || !ref.ok) errors++;
  }
  return { ms: median(times), relative: median(ratios), errors };
}

/** The sitemap (uncached: preview) as a crawler meets it: the index, then its first and last files (all of them would take minutes at 50k; the worker test reads every file). */
async function sitemapFigures(at, host) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  const root = await httpRequest(at('/sitemap.xml'), { host, timeoutMs: 120_000 });
  const isIndex = root.body.includes('<sitemapindex');
  const files = isIndex
    ? locs(root.body)
        .map((loc) => new URL(loc))
        .map((u) => `${u.pathname}${u.search}`)
    : ['/sitemap.xml'];
  const figures = { files: files.length, urls: 0, maxUrls: 0, maxBytes: 0, maxMs: 0, errors: root.status === 200 ? 0 : 1 };
  for (const file of new Set([files[0], files.at(-1)])) {
    const started = performance.now();
    const res = await httpRequest(at(file), { host, timeoutMs: 300_000 });
    figures.maxMs = Math.max(figures.maxMs, performance.now() - started);
    if (res.status !== 200) figures.errors++;
    const count = locs(res.body).length;
    figures.urls += count;
    figures.maxUrls = Math.max(figures.maxUrls, count);
    figures.maxBytes = Math.max(figures.maxBytes, Buffer.byteLength(res.body));
  }
  return figures;
}

/** The list total from the pagination text ("1 - 30 of 1,234 items"). */
export function totalOf(html) {
  const match = /(\d[\d,]*)\s*(?:items|elementos)/i.exec(html.replace(/<[^>]+>/g, ' '));
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : undefined;
}

/**
 * @param {{ base: string, site: string, host: string, contentUrl: string, adminToken: string, previewQuery: string,
 *           reference: { host: string, path: string, previewQuery: string }, log: (line: string) => void }} options
 * @returns {Promise<{ rows: object[], table: string }>}
 */
export async function growthRows({ base, site, host, contentUrl, adminToken, previewQuery, reference, log }) {
  const at = (path) => `${base}${path}${path.includes('?') ? '&' : '?'}${previewQuery}`;
  const ref = { url: `${base}${reference.path}${reference.path.includes('?') ? '&' : '?'}${reference.previewQuery}`, host: reference.host };
  const figures = [];
  let seeded = 0;
  for (const size of GROWTH_SIZES) {
    const started = performance.now();
    await seed(contentUrl, adminToken, site, seeded, size, log);
    seeded = size;
    log(`${size} synthetic entries in ${site} (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    const first = await httpRequest(at(INDEX), { host, timeoutMs: 60_000 });
    const total = totalOf(first.body);
    const lastPage = total ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : 1;
    const page1 = await timed(at(INDEX), host, ref);
    const deep = await timed(at(`${INDEX}?page=${lastPage}`), host, ref);
    const search = await timed(at(`${INDEX}?text=${SEARCH}`), host, ref);
    const allFirst = await httpRequest(at(ALL), { host, timeoutMs: 60_000 });
    const allTotal = totalOf(allFirst.body);
    const allLast = allTotal ? Math.max(1, Math.ceil(allTotal / PAGE_SIZE)) : 1;
    const allMiddle = Math.max(1, Math.ceil(allLast / 2));
    const all = {
      total: allTotal,
      middlePage: allMiddle,
      lastPage: allLast,
      page1: await timed(at(ALL), host, ref),
      middle: await timed(at(`${ALL}?page=${allMiddle}`), host, ref),
      last: await timed(at(`${ALL}?page=${allLast}`), host, ref),
    };
    // As a browser asks for it: the bytes counted are the compressed ones that cross the network.
    const features = await httpRequest(at('/map/features.geojson'), { host, headers: { 'Accept-Encoding': 'gzip' }, timeoutMs: 120_000 });
    const json = () => (features.headers['content-encoding'] === 'gzip' ? gunzipSync(features.bytes).toString('utf8') : features.body);
    const map = { bytes: features.bytes.length, count: features.status === 200 ? JSON.parse(json()).features.length : 0, status: features.status };
    figures.push({ size, total, lastPage, page1, deep, search, map, all });
    log(
      `  ${INDEX}: ${total ?? '?'} listed; page 1 ${page1.ms.toFixed(0)} ms (x${page1.relative.toFixed(2)} the reference), page ${lastPage} ${deep.ms.toFixed(0)} ms (x${deep.relative.toFixed(2)}), search "${SEARCH}" ${search.ms.toFixed(0)} ms (x${search.relative.toFixed(2)})`,
    );
    log(
      `  ${ALL}: ${allTotal ?? '?'} listed; page 1 ${all.page1.ms.toFixed(0)} ms (x${all.page1.relative.toFixed(2)}), page ${allMiddle} ${all.middle.ms.toFixed(0)} ms (x${all.middle.relative.toFixed(2)}), page ${allLast} ${all.last.ms.toFixed(0)} ms (x${all.last.relative.toFixed(2)})`,
    );
    log(`  /map/features.geojson: ${map.count} features, ${(map.bytes / 1024).toFixed(0)} KB (HTTP ${map.status})`);
  }
  const sitemap = await sitemapFigures(at, host);
  log(
    `  sitemap at ${seeded}: index of ${sitemap.files} file(s); first and last: ${sitemap.urls} URLs, largest ${(sitemap.maxBytes / 1024).toFixed(0)} KB / ${sitemap.maxUrls} URLs, slowest ${sitemap.maxMs.toFixed(0)} ms`,
  );
  const [small, large] = [figures[0], figures.at(-1)];
  const k = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));
  const errors = (key) => figures.reduce((n, f) => n + f[key].errors, 0);
  const allErrors = (key) => figures.reduce((n, f) => n + f.all[key].errors, 0);
  const allRatio = (key) => large.all[key].relative / small.all[key].relative;
  const rows = [
    ratioRow(`uncached ${INDEX} page 1: ${k(large.size)} / ${k(small.size)} entries`, large.page1.relative / small.page1.relative, '<= 1.5', (r) => r <= 1.5, errors('page1')),
    ratioRow(`uncached ${INDEX} last page: ${k(large.size)} / ${k(small.size)} entries`, large.deep.relative / small.deep.relative, '<= 1.5', (r) => r <= 1.5, errors('deep')),
    ratioRow(`uncached search "${SEARCH}": ${k(large.size)} / ${k(small.size)} entries`, large.search.relative / small.search.relative, '<= 2', (r) => r <= 2, errors('search')),
    ratioRow(`uncached ${ALL} page 1: ${k(large.size)} / ${k(small.size)} entries`, allRatio('page1'), '<= 1.5', (r) => r <= 1.5, allErrors('page1')),
    ratioRow(`uncached ${ALL} middle page: ${k(large.size)} / ${k(small.size)} entries`, allRatio('middle'), '<= 1.5', (r) => r <= 1.5, allErrors('middle')),
    ratioRow(`uncached ${ALL} last page: ${k(large.size)} / ${k(small.size)} entries`, allRatio('last'), '<= 1.5', (r) => r <= 1.5, allErrors('last')),
    // The map page draws what its features.geojson holds: every entry of its map types up to MAX_MAP_ENTRIES (20,000).
    ...figures
      .filter((f) => f.size >= 10_000)
      .slice(0, 1)
      .map((f) => ({
        ...ratioRow(`map features at ${k(f.size)} entries: MB transferred`, f.map.bytes / 1024 / 1024, '<= 1', (r) => r <= 1, f.map.status === 200 ? 0 : 1),
        note: `${f.map.count} features drawn (every map-type entry, up to 20,000), gzip as sent`,
      })),
    {
      ...ratioRow(
        `sitemap at ${k(large.size)}: largest file / protocol limit (URLs)`,
        sitemap.maxUrls / 50_000,
        '<= 1',
        (r) => r <= 1 && sitemap.files * sitemap.maxUrls >= large.size && sitemap.maxBytes <= 50 * 1024 * 1024,
        sitemap.errors,
      ),
      note: `index of ${sitemap.files} files; first and last read: ${sitemap.urls} URLs, largest ${(sitemap.maxBytes / 1024).toFixed(0)} KB, slowest ${(sitemap.maxMs / 1000).toFixed(1)} s wall`,
    },
  ];
  const table = [
    `Median of ${SAMPLES}; in brackets each figure over the reference page (${reference.host}${reference.path}, uncached) timed beside it.`,
    '',
    '| synthetic entries | listed on /places | page 1 | last page (n) | search | /map features | listed on /entries | /entries page 1 | middle page (n) | last page (n) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map((f) => {
      const cell = (t, page) => `${t.ms.toFixed(0)} ms (x${t.relative.toFixed(2)}${page ? `, page ${page}` : ''})`;
      return `| ${f.size.toLocaleString('en-US')} | ${f.total ?? '?'} | ${cell(f.page1)} | ${cell(f.deep, f.lastPage)} | ${cell(f.search)} | ${f.map.count} (${(f.map.bytes / 1024).toFixed(0)} KB) | ${f.all.total ?? '?'} | ${cell(f.all.page1)} | ${cell(f.all.middle, f.all.middlePage)} | ${cell(f.all.last, f.all.lastPage)} |`;
    }),
  ].join('\n');
  return { rows, table };
}
