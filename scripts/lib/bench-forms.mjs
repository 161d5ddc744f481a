// Form posts under load (docs/decisions/020-content-at-scale.md): newsletter posts from a few clients at and above the rate limit while the
// list provider's stand-in fails, then every accepted sign-up must be in D1 and reach the provider
// exactly once after it recovers. Addresses carry a per-run tag, so the stand-in's fault and record
// and the D1 rows are this run's alone. The answers and deliveries are counted in ./bench-report.mjs.
import { spawnSync } from 'node:child_process';
import { classifyPosts, deliveryCounts } from './bench-report.mjs';
import { httpRequest } from './http.mjs';
import { importTs, root } from './import-ts.mjs';

const { XSRF_COOKIE, XSRF_HEADER } = await importTs('core/forms/xsrf.ts');

const SITE = 'islands';
const HOST = `${SITE}.localhost`;
/** wrangler.toml [[ratelimits]] FORM_RATE_LIMIT simple.limit: posts per client, site and form a minute. */
const RATE_LIMIT = 10;
const TOKEN = 'b'.repeat(43);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(base, email, client) {
  const res = await httpRequest(`${base}/forms/newsletter`, {
    host: HOST,
    method: 'POST',
    headers: {
      Origin: `http://${HOST}`,
      'CF-Connecting-IP': client,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: `${XSRF_COOKIE}=${TOKEN}`,
      [XSRF_HEADER]: TOKEN,
    },
    body: JSON.stringify({ email }),
    timeoutMs: 30_000,
  });
  let ok = false;
  try {
    ok = JSON.parse(res.body).ok === true;
  } catch {
    // A non-JSON answer is counted as neither accepted nor limited.
  }
  return { email, status: res.status, ok, retryAfter: res.headers['retry-after'] };
}

/** This run's newsletter rows and their list delivery, from the local D1 the stack persists to. */
function storedRows(persistDir, tag) {
  const sql = `SELECT json_extract(s.payload, '$.email') AS email, d.status AS status FROM submissions s LEFT JOIN deliveries d ON d.submission_id = s.id AND d.target = 'list' WHERE s.site = '${SITE}' AND s.form = 'newsletter' AND s.payload LIKE '%${tag}%'`;
  const result = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout).flatMap((part) => part.results ?? []);
}

/**
 * @param {{ base: string, providersUrl: string, persistDir: string, clients?: number, perClient?: number, waitMs?: number, log: (line: string) => void }} options
 */
export async function formRows({ base, providersUrl, persistDir, clients = 4, perClient = 15, waitMs = 90_000, log }) {
  const tag = `bench-forms-${Date.now().toString(36)}`;
  const expected = clients * Math.min(perClient, RATE_LIMIT);
  // The provider fails the next two calls per expected sign-up, then recovers by itself.
  const failures = 2 * expected;
  const fault = await httpRequest(`${providersUrl}/_stand-in/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'list', mode: 'error', times: failures, match: tag }),
  });
  if (fault.status !== 204) throw new Error(`could not script the list stand-in: HTTP ${fault.status}`);
  log(`forms: ${clients} clients x ${perClient} newsletter posts (limit ${RATE_LIMIT}/min), list provider failing ${failures} calls`);
  const answers = (
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        const mine = [];
        for (let i = 0; i < perClient; i++) mine.push(await post(base, `${tag}-c${c}-${i}@example.org`, `10.16.0.${c + 1}`));
        return mine;
      }),
    )
  ).flat();
  const { accepted, limited, other } = classifyPosts(answers);
  const refusedWanted = answers.length - expected;

  const started = Date.now();
  let counts = deliveryCounts(accepted, []);
  let calls = [];
  while (Date.now() - started < waitMs) {
    calls = JSON.parse((await httpRequest(`${providersUrl}/_stand-in/requests?provider=list`)).body).requests.filter((r) => String(r.body?.email_address ?? '').includes(tag));
    counts = deliveryCounts(accepted, calls);
    if (counts.missing === 0) break;
    await sleep(1000);
  }
  const settledMs = Date.now() - started;
  // A little longer, so a second delivery of the same sign-up would be seen.
  await sleep(3000);
  calls = JSON.parse((await httpRequest(`${providersUrl}/_stand-in/requests?provider=list`)).body).requests.filter((r) => String(r.body?.email_address ?? '').includes(tag));
  counts = deliveryCounts(accepted, calls);
  const failed = calls.filter((r) => r.status === 503).length;

  const rows = storedRows(persistDir, tag);
  const inD1 = new Set(rows.map((r) => r.email));
  const stored = accepted.filter((email) => inD1.has(email)).length;
  const deliveredInD1 = rows.filter((r) => accepted.includes(r.email) && r.status === 'delivered').length;
  const share = (n, of) => (of ? n / of : null);
  const errors = other.length;
  return [
    {
      name: 'form posts at/over the limit, provider failing: accepted in D1',
      goal: '= 1 (all)',
      ratio: share(stored, accepted.length),
      pass: accepted.length > 0 && stored === accepted.length && errors === 0,
      note: `${accepted.length} of ${answers.length} posts accepted (${expected} expected), ${stored} in D1${errors ? `, ${errors} other answers (${[...new Set(other.map((o) => o.status))].join(', ')})` : ''}`,
    },
    {
      name: 'delivered once after the provider recovers',
      goal: '= 1 (all)',
      ratio: share(counts.once, accepted.length),
      pass: accepted.length > 0 && counts.once === accepted.length && counts.twice === 0 && failed > 0 && deliveredInD1 === accepted.length,
      note: `${failed} provider calls failed (503); ${counts.once} once, ${counts.twice} twice, ${counts.missing} missing after ${(settledMs / 1000).toFixed(0)} s; ${deliveredInD1} delivered in D1`,
    },
    {
      name: 'over the limit answered 429 + Retry-After',
      goal: '= 1 (all)',
      ratio: share(limited.length, refusedWanted),
      pass: refusedWanted > 0 && limited.length === refusedWanted,
      note: `${limited.length} of ${refusedWanted} posts over the limit`,
    },
  ];
}
