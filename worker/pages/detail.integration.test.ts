import { beforeAll, describe, expect, it } from 'vitest';
import { entryLinks, routePath, siteZone } from '../../test/support/worker-fetch';

// Detail, embed and trail pages through the real worker, against the real embedded content service
// with the demo content (home, index and listing views: pages.integration.test.ts).

const zone = siteZone('detail-pages');
const { fetch: get, html } = zone;

function assertNoExecutableMarkup(page: string) {
  const view = page.slice(page.indexOf('<main'));
  // Islands' props are data blocks the browser never runs; one holding a `<` would not be taken out.
  expect(view.replace(/<script type="application\/json" data-island-props="[a-z-]+">[^<]*<\/script>/g, '')).not.toMatch(/<script/i);
  expect(view).not.toMatch(/\son\w+\s*=/i);
  expect(view).not.toMatch(/javascript:/i);
  expect(view).not.toMatch(/<iframe|<style/i);
}

beforeAll(() => zone.register(['islands', 'valley-trails', 'canal-trail', 'park-gateway']), 60_000);

describe('detail', () => {
  it.each(['islands', 'valley-trails', 'park-gateway'])('renders entries found on the home page of %s', async (site) => {
    const [link] = entryLinks(await html(site, '/'));
    const page = await html(site, link!);
    expect(page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it('redirects a wrong title slug to the canonical path, keeping the query', async () => {
    const [link] = entryLinks(await html('islands', '/places'));
    const id = link!.split('/').pop();
    const res = await get('islands', `/entries/wrong-title/${id}?utm=x`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${link}?utm=x`);
  });

  it('answers an unknown entry with the 404 page', async () => {
    const res = await get('islands', '/entries/nothing/no-such-entry');
    expect(res.status).toBe(404);
  });

  it('renders every story, hostile ones included, with no executable markup', async () => {
    for (const site of ['islands', 'valley-trails']) {
      const links = entryLinks(await html(site, routePath(site, 'stories')));
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) assertNoExecutableMarkup(await html(site, link));
    }
  });

  it("shows a CMS's encoded attribute text as its author wrote it: named, typographic and numeric references", async () => {
    const links = entryLinks(await html('canal-trail', routePath('canal-trail', 'stories')));
    const pages = await Promise.all(links.map((link) => html('canal-trail', link)));
    const story = pages.find((page) => page.includes('old arcade'));
    expect(story).toBeDefined();
    // The demo story's attributes as its CMS encoded them (content-service/demo/stories.ts), as written.
    expect(story).toContain('alt="Café on the quay’s corner — at dusk…"');
    expect(story).toContain('title="Façade &amp; arcade, –1890—"');
    expect(story).not.toMatch(/&amp;(eacute|rsquo|ccedil|#8212|#150);/);
  });

  it('renders Spanish detail pages on the islands, under the Spanish title slug', async () => {
    const [link] = entryLinks(await html('islands', '/stories'));
    const moved = await get('islands', `${link}?locale=es`);
    expect(moved.status).toBe(301);
    const spanish = moved.headers.get('location')!;
    expect(spanish).toMatch(/\?locale=es$/);
    const page = await html('islands', spanish);
    expect(page).toContain('lang="es"');
  });
});

describe('embed', () => {
  it('is frameable, bare, and links out to the full page; other pages are not frameable', async () => {
    const [link] = entryLinks(await html('islands', '/places'));
    const res = await get('islands', link!.replace('/entries/', '/embeds/'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    const page = await res.text();
    expect(page).toContain('class="view view--embed"');
    expect(page).toContain(`href="${link}" target="_blank"`);
    const detail = await get('islands', link!);
    expect(detail.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('trail detail', () => {
  it('shows difficulty, route type and measured length and elevation in imperial units', async () => {
    const links = entryLinks(await html('valley-trails', routePath('valley-trails', 'trails')));
    expect(links.length).toBeGreaterThan(0);
    const page = await html('valley-trails', links[0]!);
    expect(page).toMatch(/<dt>Difficulty<\/dt><dd data-difficulty="(easy|moderate|difficult)">(Easy|Moderate|Difficult)<\/dd>/);
    expect(page).toMatch(/<dt>Length<\/dt><dd>[\d.,]+ (mi|ft)<\/dd>/);
    expect(page).toMatch(/<dt>Elevation gain<\/dt><dd>[\d.,]+ ft<\/dd>/);
    expect(page).toContain('data-slot="measurements"');
  });
});

describe('trail detail slots', () => {
  it('draws the profile, fills the map section and never says no items were found', async () => {
    const [link] = entryLinks(await html('islands', '/trails'));
    const page = await html('islands', link!);
    const view = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(view).toMatch(/<svg class="profile__chart" role="img" aria-label="Elevation profile: from [\d.,]+ ft to [\d.,]+ ft over [\d.,]+ (mi|ft)\."/);
    expect(view).toContain('<summary>Elevation data</summary>');
    // GeoJSON one tap away in the share panel, the embed code in its own disclosure there.
    expect(view).toContain(`<a href="${link}/features.geojson" download="" data-lines-only="">Download GeoJSON</a>`);
    expect(view).toMatch(/<section class="entry-actions"[\s\S]*<details class="share-sheet"[\s\S]*<details class="share-sheet__embed"><summary>Embed on your site<\/summary>/);
    expect(view).toContain(`/embeds/${link!.split('/').slice(2).join('/')}`);
    expect(view, 'no framed copy of the page inside itself').not.toContain('<iframe');
    expect(view).toMatch(/href="https:\/\/maps\.google\.com\/maps\?saddr=Current\+Location&amp;daddr=[-\d.]+%2C[-\d.]+"/);
    expect(view).not.toContain('No items were found.');
    expect(view).not.toMatch(/<dd>(surface|dirt|gravel|paved|boardwalk)<\/dd>|<dt>surface<\/dt>/);
  });

  it("fetches a trail page's map picture first, its largest paint; a map below an entry's text and photo waits its turn", async () => {
    const [trail] = entryLinks(await html('islands', '/trails'));
    const page = await html('islands', trail!);
    const picture = /<img class="feature-map__picture"[^>]*>/.exec(page)?.[0];
    expect(picture).toContain(`src="${trail}/map.svg?layout=entry"`);
    expect(picture).toContain('fetchPriority="high"');
    // Decoded aside, it would paint a frame later; lazy, it would wait for layout.
    expect(picture).not.toMatch(/decoding=|loading=/);
    // Its preloads, ahead of the view, ask for the same priority, each frame on the screens that show it.
    expect(page).toContain(`<link rel="preload" href="${trail}/map.svg?layout=entry" as="image" fetchPriority="high" media="not all and (max-width: 40em)"/>`);
    expect(page).toContain(`<link rel="preload" href="${trail}/map.svg?layout=entry&amp;frame=narrow" as="image" fetchPriority="high" media="(max-width: 40em)"/>`);
    expect(page).toContain(`<source media="(max-width: 40em)" srcSet="${trail}/map.svg?layout=entry&amp;frame=narrow" width="400" height="300"/>`);
    const [place] = entryLinks(await html('islands', '/places'));
    const placePage = await html('islands', place!);
    expect(placePage).toMatch(/<img class="entry__image"[^>]*fetchPriority="high"/);
    const placePicture = /<img class="feature-map__picture"[^>]*>/.exec(placePage)?.[0];
    expect(placePicture).toContain('decoding="async"');
    expect(placePicture).not.toContain('fetchPriority');
  });
});
