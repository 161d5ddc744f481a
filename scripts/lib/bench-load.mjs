// The load step of `npm run bench` (docs/decisions/020-content-at-scale.md): many keep-alive connections over a mix of pages of
// several sites, with per-request latency, so throughput, p50 and p99 come from one loop; and the same
// mix while the content service fails from halfway, each answer judged by whether its page was warm.
// The rows and the cold pages' breakdown: ./bench-report.mjs.
import { coldBreakdown, ratioRow } from './bench-report.mjs';
import { filtersByText, pageLinks } from './discover.mjs';
import { httpRequest } from './http.mjs';
import { totalOf } from './bench-scale.mjs';
import { mixLoad } from './mix-load.mjs';

/**
 * @param {{ base: string, sites: string[], seconds: number, connections: number,
 *           setContentFailing: (fail: boolean) => Promise<void>, log: (line: string) => void }} options
 */
export async function loadRows({ base, sites, seconds, connections, setContentFailing, log }) {
  const warm = [];
  const cold = [];
  for (const site of sites) {
    const host = `${site}.localhost`;
    const home = await httpRequest(`${base}/`, { host, timeoutMs: 60_000 });
    const paths = ['/', ...pageLinks(home.body).filter((p) => p !== '/')];
    const ok = [];
    const lists = [];
    for (const path of paths) {
      if (ok.length >= 4 && lists.length >= 2) break;
      const res = await httpRequest(`${base}${path}`, { host, timeoutMs: 60_000 });
      if (res.status !== 200) continue;
      if (ok.length < 4) ok.push(path);
      if (totalOf(res.body) !== undefined && filtersByText(res.body) && lists.length < 2) lists.push(path);
    }
    warm.push(...ok.map((path) => ({ url: `${base}${path}`, host, warm: true })));
    // Never requested before the outage, and asking the content service a question nobody asked: a
    // list filtered by a word of its own. (Another page with a new query string is not cold: it asks
    // the questions its warm twin asked, whose answers are stored, and rightly answers 200. So is a
    // list without a text filter, such as canal-trail's home, its map page: it ignores ?text=.)
    cold.push(...lists.map((path, i) => ({ url: `${base}${path}?text=${encodeURIComponent(`cold${i}${site}`)}`, host, warm: false, afterSwitch: true })));
  }
  // Twice, so every warm page is in the page cache.
  for (const t of warm) for (let i = 0; i < 2; i++) await httpRequest(t.url, { host: t.host, timeoutMs: 60_000 });
  log(`load mix: ${warm.length} warm pages of ${sites.join(', ')}; ${cold.length} cold pages for the outage`);

  const noop = await mixLoad([{ url: `${base}/healthz`, host: `${sites[0]}.localhost` }], { seconds: Math.max(10, seconds / 4), connections });
  const mix = await mixLoad(warm, { seconds, connections });
  log(`no-op route ${noop.rps.toFixed(0)} rps; cached mix ${mix.rps.toFixed(0)} rps, p50 ${mix.p50.toFixed(1)} ms, p99 ${mix.p99.toFixed(1)} ms, ${mix.errors} errors`);

  const outage = await mixLoad([...warm, ...cold], { seconds, connections, atSeconds: seconds / 2, at: () => setContentFailing(true) });
  await setContentFailing(false);
  const down = outage.results.filter((r) => r.after);
  const warmDown = down.filter((r) => r.target.warm);
  const coldDown = down.filter((r) => !r.target.warm);
  const warmServed = warmDown.filter((r) => r.status === 200).length / Math.max(1, warmDown.length);
  const coldStatuses = coldBreakdown(coldDown);
  const coldOk = coldDown.length > 0 && coldDown.every((r) => r.status === 503 && r.retryAfter);
  // Nothing from the outage was kept: with content back, the cold pages answer in full.
  // (The unavailable text is core's error.unavailableTitle: a 200 carrying it is the outage kept.)
  const after = [];
  for (const t of cold) {
    const res = await httpRequest(t.url, { host: t.host, timeoutMs: 60_000 });
    after.push(res.status === 200 && /briefly unavailable/i.test(res.body) ? '200 (outage page)' : res.status);
  }
  const recovered = after.every((s) => s === 200);
  log(
    `outage from ${seconds / 2} s: warm pages served ${(warmServed * 100).toFixed(2)}% of ${warmDown.length}; cold pages answered ${coldStatuses || 'nothing'}; after recovery cold pages ${after.join(', ')}`,
  );

  return [
    {
      ...ratioRow(`cached mix of ${sites.length} sites / no-op route (throughput, ${connections} conn., ${seconds} s)`, mix.rps / noop.rps, '>= 0.5', (r) => r >= 0.5, mix.errors),
      note: `${mix.rps.toFixed(0)} vs ${noop.rps.toFixed(0)} rps${mix.errors ? `; ${mix.errors} errors` : ''}`,
    },
    { ...ratioRow('cached mix p99 / p50 latency', mix.p99 / mix.p50, '<= 10', (r) => r <= 10, mix.errors), note: `p50 ${mix.p50.toFixed(1)} ms, p99 ${mix.p99.toFixed(1)} ms` },
    { ...ratioRow('content down halfway: warm pages served', warmServed, '>= 0.99', (r) => r >= 0.99, 0), note: `${warmDown.length} requests` },
    {
      name: 'content down halfway: cold pages 503 + Retry-After',
      ratio: coldDown.length ? coldDown.filter((r) => r.status === 503 && r.retryAfter).length / coldDown.length : null,
      goal: '= 1',
      pass: coldOk,
      note: `answered ${coldStatuses || 'nothing'}`,
    },
    {
      name: 'content back: cold pages answer 200 (nothing cached from the outage)',
      ratio: after.filter((s) => s === 200).length / Math.max(1, after.length),
      goal: '= 1',
      pass: recovered,
      note: after.join(', '),
    },
  ];
}
