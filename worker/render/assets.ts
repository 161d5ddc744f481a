import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { errorMessage } from '../../core/error-message';
import { firstIssue } from '../../core/first-issue';
import { log } from '../ops/log';
import * as z from 'zod';

// Re-read now and then: a deployment starts new isolates anyway, but `wrangler dev` keeps its isolate
// while a build replaces dist/ underneath it.
const MEMO_MS = 30_000;

/**
 * A JSON file the build wrote into dist/, read through the ASSETS binding, checked with `schema` and
 * memoised per isolate; a missing or invalid file is logged under `event` and `fallback` stands in.
 */
export function builtJson<S extends z.ZodType, F>(path: string, schema: S, fallback: F, event: string) {
  let memo: { until: number; value: Promise<z.output<S> | F> } | undefined;
  async function load(assets: Fetcher): Promise<z.output<S> | F> {
    try {
      const res = await assets.fetch(`https://assets.local${path}`);
      if (!res.ok) throw new Error(`status ${res.status}`);
      const parsed = schema.safeParse(await res.json());
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        throw new Error(`${issue.path}: ${issue.message}`);
      }
      return parsed.data;
    } catch (error) {
      log('warn', event, { message: errorMessage(error) });
      return fallback;
    }
  }
  return (assets: Fetcher, now = Date.now()): Promise<z.output<S> | F> => {
    if (!memo || memo.until <= now) memo = { until: now + MEMO_MS, value: load(assets) };
    return memo.value;
  };
}

// build.mjs writes dist/assets/manifest.json; the worker reads it once per isolate through the
// ASSETS binding so links always name the content-hashed files of the deployed build.

const MANIFEST_PATH = '/assets/manifest.json';

const assetManifestSchema = z.object({
  scripts: z.array(z.string().startsWith('/')),
  /** The embed route's script (client/embed-page.ts): the island runtime alone. */
  embedScripts: z.array(z.string().startsWith('/')),
  styles: z.array(z.string().startsWith('/')),
  chunks: z.record(z.string(), z.string().startsWith('/')),
});

export type AssetManifest = z.infer<typeof assetManifestSchema>;

/** Without a build the pages still render, unscripted, with the unhashed stylesheet. */
const FALLBACK_MANIFEST: AssetManifest = { scripts: [], embedScripts: [], styles: ['/styles/site.css'], chunks: {} };

export const assetManifest: (assets: Fetcher, now?: number) => Promise<AssetManifest> = builtJson(MANIFEST_PATH, assetManifestSchema, FALLBACK_MANIFEST, 'assets.manifest_missing');

/** The paths the worker hands to the ASSETS binding (wrangler runs the worker first for every path). */
export const ASSET_PATHS = ['/assets/*', '/styles/*', '/images/*', '/fonts/*', '/favicon.svg', '/favicon.ico'] as const;

// build.mjs names bundles, the hashed stylesheets and maplibre's worker '<name>-<HASH>.<ext>': their
// content never changes.
const HASHED = /-[A-Z0-9]{8}\.(m?js|css)$/;

/**
 * Serves built files from ./dist; content-hashed files are cached for a year, others for a day. Every
 * answer is a copy: the binding's own headers are immutable, and the security headers go on all.
 */
export async function assetsHandler(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  if (path === '/favicon.ico') return c.redirect('/favicon.svg', 301);
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const out = new Response(res.body, res);
  if (res.ok) out.headers.set('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
  return out;
}
