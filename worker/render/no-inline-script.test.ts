import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The CSP allows no inline script, so none may be rendered: React outlines large or late Suspense
// boundaries with inline scripts unless the view is rendered to completion before it is sent. Data
// blocks, which the browser never runs, are the exceptions: JSON-LD (`type="application/ld+json"`,
// exactly) and islands' props (`type="application/json"` naming its island, right after the island's
// wrapper closes); neither may hold a `<`, so no text in them can end the element.
const zone = siteZone('no-inline-script');
const pages: [site: string, path: string][] = [
  ['canal-trail', '/entries'],
  ['canal-trail', '/entries?page=2'],
  ['canal-trail', '/'],
  ['islands', '/'],
  ['islands', '/places?tab=grid'],
  ['islands', '/lugares?tab=map'],
  ['islands', '/entries/mount-pirata-trail/trail-mount-pirata-trail'],
  ['islands', '/embeds/flamenco-beach/place-flamenco-beach'],
  ['islands', '/no-such-page'],
];

describe('no inline script on any page', () => {
  beforeAll(() => zone.register(['canal-trail', 'islands']));

  it.each(pages)('%s %s', async (site, path) => {
    const res = await zone.fetch(site, path);
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
