import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../test/support/content-service/seed';
import { clearSiteMemo } from '../tenancy/resolve-site';

// The CSP allows no inline script, so none may be rendered: React outlines large or late Suspense
// boundaries with inline scripts unless the view is rendered to completion before it is sent. Data
// blocks, which the browser never runs, are the exceptions: JSON-LD (`type="application/ld+json"`,
// exactly) and islands' props (`type="application/json"` naming its island, right after the island's
// wrapper closes); neither may hold a `<`, so no text in them can end the element.
const pages: [host: string, path: string][] = [
  ['canal-trail.localhost', '/entries'],
  ['canal-trail.localhost', '/entries?page=2'],
  ['canal-trail.localhost', '/'],
  ['islands.localhost', '/'],
  ['islands.localhost', '/places?tab=grid'],
  ['islands.localhost', '/lugares?tab=map'],
  ['islands.localhost', '/entries/mount-pirata-trail/trail-mount-pirata-trail'],
  ['islands.localhost', '/embeds/flamenco-beach/place-flamenco-beach'],
  ['islands.localhost', '/no-such-page'],
];

describe('no inline script on any page', () => {
  beforeAll(async () => {
    await seedDemoContent(env, ['canal-trail', 'islands']);
    clearSiteMemo();
    await env.HOSTS.put('canal-trail.localhost', JSON.stringify({ site: 'canal-trail', stage: 'development' }));
    await env.HOSTS.put('islands.localhost', JSON.stringify({ site: 'islands', stage: 'development' }));
  });

  it.each(pages)('%s%s', async (host, path) => {
    const res = await exports.default.fetch(`http://${host}${path}`);
    const html = await res.text();
    expect(html).toContain('</html>');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const isData = (tag: string) => tag === '<script type="application/ld+json">' || /^<script type="application\/json" data-island-props="[a-z-]+">$/.test(tag);
    expect(scripts.filter((tag) => !/\bsrc="\/assets\//.test(tag) && !isData(tag))).toEqual([]);
    for (const [, text] of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)) expect(text).not.toContain('<');
    const islands = [...html.matchAll(/<div data-island="([a-z-]+)"/g)].length;
    expect([...html.matchAll(/<\/div><script type="application\/json" data-island-props="[a-z-]+">/g)].length).toBe(islands);
  });
});
