// The bench's report: what each step measured, turned into rows with their goal and verdict, and the
// tables `npm run bench` prints. The measuring modules (bench-load, bench-forms, map-bench,
// bench-cpu) hand their numbers here; nothing in this module measures.
import { median } from './median.mjs';

/** A measured row; failed requests during the measurement make it fail whatever the ratio. */
export function ratioRow(name, ratio, goal, meets, errors) {
  const ok = Number.isFinite(ratio) && meets(ratio) && errors === 0;
  return { name, ratio, goal, pass: ok, note: errors ? `${errors} failed request(s)` : '' };
}

export function formatBenchTable(rows) {
  const width = Math.max(30, ...rows.map((r) => r.name.length)) + 2;
  const head = `${'measure'.padEnd(width)}${'ratio'.padEnd(9)}${'goal'.padEnd(14)}result`;
  const lines = rows.map((r) => {
    const ratio = r.ratio === null || r.ratio === undefined ? 'n/a' : r.ratio.toFixed(2);
    const result = r.ratio === null || r.ratio === undefined ? 'not measured' : r.pass ? 'pass' : 'FAIL';
    return `${r.name.padEnd(width)}${ratio.padEnd(9)}${r.goal.padEnd(14)}${result}${r.note ? `  (${r.note})` : ''}`;
  });
  return [head, '-'.repeat(width + 30), ...lines].join('\n');
}

/** How each cold page answered after the switch: `site/path?query 503+Retry-After x12` per page and answer. */
export function coldBreakdown(results) {
  const counts = new Map();
  for (const r of results) {
    const url = new URL(r.target.url);
    const key = `${r.target.host.replace(/\.localhost$/, '')}${url.pathname}${url.search} ${r.status}${r.retryAfter ? '+Retry-After' : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} x${n}`).join('; ');
}

/**
 * Sorts the answers to the posts: accepted (200 with ok), refused as the limit says (429 with
 * Retry-After), anything else.
 */
export function classifyPosts(answers) {
  const accepted = [];
  const limited = [];
  const other = [];
  for (const a of answers) {
    if (a.status === 200 && a.ok) accepted.push(a.email);
    else if (a.status === 429 && a.retryAfter) limited.push(a.email);
    else other.push(a);
  }
  return { accepted, limited, other };
}

/** Successful provider calls per address: every accepted one must be there once, none twice. */
export function deliveryCounts(accepted, calls) {
  const counts = new Map(accepted.map((email) => [email, 0]));
  for (const call of calls) {
    const email = call.body?.email_address;
    if (call.status >= 200 && call.status < 300 && counts.has(email)) counts.set(email, counts.get(email) + 1);
  }
  const values = [...counts.values()];
  return { once: values.filter((n) => n === 1).length, missing: values.filter((n) => n === 0).length, twice: values.filter((n) => n > 1).length };
}

const MAP_CLICK_GOAL_S = 1.5;
const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * The map bench's rows from its two measurements, each naming its synthetic `entries` and the `page`
 * whose map was clicked: the larger map's first frame over the smaller's, then the click to the first
 * frame at each size, in seconds (the median of the runs, their range in the note).
 * @param {{ entries: number, page: string, ms: number, featuresMs: number, features: number, clicks: number[] }} small
 * @param {{ entries: number, page: string, ms: number, featuresMs: number, features: number, clicks: number[] }} large
 */
export function mapBenchRows(small, large) {
  const ratio = large.ms / small.ms;
  const clickRow = ({ entries, page, clicks }) => {
    const at = median(clicks) / 1000;
    const range = clicks.length ? `${seconds(Math.min(...clicks))}-${seconds(Math.max(...clicks))} s` : 'no runs';
    return {
      name: `map click to first frame with features: ${page}, ${entries} entries (s)`,
      ratio: at,
      goal: `<= ${MAP_CLICK_GOAL_S} s`,
      pass: Number.isFinite(at) && at <= MAP_CLICK_GOAL_S,
      note: `median of ${clicks.length} runs (${range}), from the press of "Interactive map", cold browser cache`,
    };
  };
  const frameRow = {
    name: `map first frame: ${large.entries} / ${small.entries} synthetic entries`,
    ratio,
    goal: '<= 2',
    pass: Number.isFinite(ratio) && ratio <= 2,
    note: `${large.ms.toFixed(0)} ms (${large.features} features, received by ${large.featuresMs.toFixed(0)} ms) / ${small.ms.toFixed(0)} ms (${small.features} features, by ${small.featuresMs.toFixed(0)} ms)`,
  };
  return [frameRow, clickRow(small), clickRow(large)];
}

const MAX_WORKER_MS = 10;
const MAX_OVER_CACHED = 3;

/**
 * Per request: the isolate's CPU (its profile's busy time, at most the process's CPU) and its split.
 * @param {number} processMs the process's CPU per request
 * @param {{ worker: number, console: number, runtime: number }} split the profile's busy ms over `requests`
 */
export function isolateShares(processMs, split, requests) {
  const busy = split.worker + split.console + split.runtime;
  const isolate = Math.min(processMs, busy / requests);
  const share = (kind) => (busy > 0 ? (isolate * split[kind]) / busy : 0);
  return { isolate, worker: share('worker'), console: share('console'), runtime: share('runtime') };
}

/**
 * The CPU table, one line per request kind; uncached rows pass at most 10 ms of the worker's CPU and
 * 3x the cached page. `requests` and `batches` say how each row was measured.
 */
export function formatCpuTable(measured, { requests, batches }) {
  const cached = measured.find((row) => row.same)?.worker;
  const lines = [
    `CPU per request (${requests} sequential requests per batch): process = the site's workerd process (/proc), the median of`,
    `${batches} batches (their range beside it); isolate = the worker's isolate's busy time in a CPU profile of one more batch,`,
    'at most the process ms (the rest of the process is the local Cache/KV/D1 simulations and I/O), shared out as its profile',
    'splits it: worker = its own code, the runtime APIs it calls and its garbage (judged); console = writing its log lines;',
    'runtime = no worker frame on the stack (not judged).',
    '',
    `| request | process ms | process range | isolate ms | worker ms | console ms | runtime ms | x cached | result |`,
    `|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const row of measured) {
    if (row.error) {
      lines.push(`| ${row.label} | n/a | n/a | n/a | n/a | n/a | n/a | n/a | not measured (${row.error}) |`);
      continue;
    }
    const ratio = cached ? row.worker / cached : undefined;
    const misses = row.same ? [] : [row.worker > MAX_WORKER_MS ? `> ${MAX_WORKER_MS} ms` : '', ratio === undefined || ratio > MAX_OVER_CACHED ? `> ${MAX_OVER_CACHED}x cached` : ''].filter(Boolean);
    const result = row.same ? 'reference' : misses.length ? `FAIL (${misses.join(', ')})` : 'pass';
    const range = row.range ? `${row.range[0].toFixed(1)}-${row.range[1].toFixed(1)}` : '-';
    lines.push(
      `| ${row.label} | ${row.process.toFixed(2)} | ${range} | ${row.isolate.toFixed(2)} | ${row.worker.toFixed(2)} | ${row.console.toFixed(2)} | ${row.runtime.toFixed(2)} | ${row.same || ratio === undefined ? '-' : ratio.toFixed(2)} | ${result} |`,
    );
  }
  return lines.join('\n');
}

/** How far from the dominant colour a pixel must be (RGB distance) to count as drawn detail. */
const DETAIL_DISTANCE = 40;

/**
 * How much of a picture is more than its dominant colour (the land a map's detail is drawn on): the
 * dominant colour as #rrggbb and the share of pixels farther from it than DETAIL_DISTANCE in RGB.
 * @param {{ width: number, height: number, data: Uint8Array }} pixels RGBA, row by row
 */
export function pictureCoverage({ width, height, data }) {
  const rgbAt = (i) => /** @type {[number, number, number]} */ ([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
  const counts = new Map();
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = rgbAt(i);
    const rgb = (r << 16) | (g << 8) | b;
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  let dominant = 0;
  for (const [rgb, count] of counts) if (count > (counts.get(dominant) ?? 0)) dominant = rgb;
  const land = /** @type {[number, number, number]} */ ([dominant >> 16, (dominant >> 8) & 255, dominant & 255]);
  let off = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = rgbAt(i);
    if (Math.hypot(r - land[0], g - land[1], b - land[2]) > DETAIL_DISTANCE) off += 1;
  }
  return { dominant: `#${dominant.toString(16).padStart(6, '0')}`, share: width * height ? off / (width * height) : 0 };
}

const TRAIL_PICTURE = { kb: 250, gzipKb: 60, share: 0.2 };
const SAVED_GUIDE_MB = 10;

/**
 * The trail map's rows: the picture's KB as served and gzipped, its share of pixels off the land and
 * the saved guide's MB, each against its target.
 * @param {{ trail: string, svgBytes: number, gzipBytes: number, coverage: { dominant: string, share: number }, savedMb: number }} measured
 */
export function trailMapRows({ trail, svgBytes, gzipBytes, coverage, savedMb }) {
  const row = (name, value, goal, pass, note) => ({ name, ratio: value, goal, pass: Number.isFinite(value) && pass(value), note });
  const kb = (bytes) => bytes / 1000;
  return [
    row('trail picture SVG (KB)', kb(svgBytes), `<= ${TRAIL_PICTURE.kb}`, (v) => v <= TRAIL_PICTURE.kb, `${trail}/map.svg?layout=entry`),
    row('trail picture SVG gzipped (KB)', kb(gzipBytes), `<= ${TRAIL_PICTURE.gzipKb}`, (v) => v <= TRAIL_PICTURE.gzipKb, ''),
    row(
      'trail picture pixels off the land (share)',
      coverage.share,
      `>= ${TRAIL_PICTURE.share}`,
      (v) => v >= TRAIL_PICTURE.share,
      `farther than ${DETAIL_DISTANCE} in RGB from the dominant ${coverage.dominant}`,
    ),
    row('saved trail guide (MB)', savedMb, `<= ${SAVED_GUIDE_MB}`, (v) => v <= SAVED_GUIDE_MB, 'as the saving panel states it before saving'),
  ];
}
