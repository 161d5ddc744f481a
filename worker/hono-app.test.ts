import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';

describe('the worker app on the TrieRouter alone', () => {
  it("holds routes hono's default router would also settle on the TrieRouter for, so both match alike", () => {
    const app = createApp();
    expect(app.router).toBeInstanceOf(TrieRouter);
    // `hono`'s Hono: the RegExpRouter first, the TrieRouter where it refuses a route.
    const fallback = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
    for (const route of app.routes) fallback.add(route.method, route.path, route.handler);
    const [handlers] = fallback.match('GET', '/map/style.json');
    expect(fallback.name).toBe('SmartRouter + TrieRouter');
    expect(handlers.map(([handler]) => handler)).toEqual(app.router.match('GET', '/map/style.json')[0].map(([[handler]]) => handler));
  });
});
