import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';

// `npm run bench` compares the streamed render of a page with React's renderToString of the same
// tree in the same worker. Both switches exist only when the BENCH_ROUTES var is "true" (the bench
// starts its own stack with it); a deployed worker answers 404 and ignores the header.

export const BENCH_RENDER_HEADER = 'x-bench-render';
export type BenchRenderMode = 'stream' | 'string';

const isMode = (value: unknown): value is BenchRenderMode => value === 'stream' || value === 'string';

/** The render mode a bench request asked for; bench requests skip the page cache. */
export function benchRenderMode(c: Context<AppEnv>): BenchRenderMode | undefined {
  if (c.env.BENCH_ROUTES !== 'true') return undefined;
  const mode = c.req.header(BENCH_RENDER_HEADER);
  return isMode(mode) ? mode : undefined;
}

type Fetch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** GET /__bench/render?path=/places&mode=stream|string: renders `path` of this site in that mode. */
export function benchRenderHandler(fetch: Fetch) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    if (c.env.BENCH_ROUTES !== 'true') throw new NotFound('bench route');
    const path = c.req.query('path') ?? '';
    const mode = c.req.query('mode');
    if (!path.startsWith('/') || path.startsWith('//')) throw new InvalidInput('path', 'path must be a path on this site, e.g. /places');
    if (!isMode(mode)) throw new InvalidInput('mode', 'mode must be stream or string');
    const url = new URL(path, c.req.url);
    const headers = new Headers({ host: c.req.header('host') ?? url.host, [BENCH_RENDER_HEADER]: mode });
    return fetch(new Request(url, { headers }), c.env, c.executionCtx as ExecutionContext);
  };
}
