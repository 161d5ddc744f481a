import { HonoBase } from 'hono/hono-base';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from './env';

/**
 * A Hono app on Hono's TrieRouter alone. `hono`'s own Hono tries a RegExpRouter first and falls back
 * to a TrieRouter for routes a regular expression cannot hold; the worker's routes are such (its
 * first request settles on `SmartRouter + TrieRouter`), so the worker names the router it runs on and
 * the other two stay out of the bundle (docs/decisions/063-site-worker-size.md).
 */
export function honoApp() {
  return new HonoBase<AppEnv>({ router: new TrieRouter() });
}
