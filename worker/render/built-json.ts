import type * as z from 'zod';
import { errorMessage } from '../../core/error-message';
import { firstIssue } from '../../core/first-issue';
import { log } from '../ops/log';

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
