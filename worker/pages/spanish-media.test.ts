import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// On the Spanish side of a bilingual site, media show their Spanish titles and captions (the
// demo gives each picture and video a Spanish item beside the English one, docs/product/views-and-states.md#media-per-language).

const zone = siteZone('spanish-media');
const trail = 'trail-mount-pirata-trail';

/** The page a visitor ends on, following the worker's redirects (the Spanish alias settles the slug). */
async function settle(path: string): Promise<string> {
  for (let hops = 0; hops < 3; hops++) {
    const res = await zone.fetch('islands', path);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, 'http://islands.test');
      path = next.pathname + next.search;
      continue;
    }
    expect(res.status, path).toBe(200);
    return res.text();
  }
  throw new Error(`${path} keeps redirecting`);
}

describe('media on the Spanish side of the islands guide', () => {
  beforeAll(() => zone.register(['islands']));

  it('shows the Spanish caption and title of the picture and the video on a Spanish detail page', async () => {
    const html = await settle(`/articulos/x/${trail}`);
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(html).toContain('<figcaption>En Sendero Monte Pirata – Ilustración: demo de Travel Guide</figcaption>');
    expect(html).toContain('Sendero Monte Pirata en cuatro minutos');
    expect(html).toContain('Un paseo por todo el sendero.');
    for (const english of ['On the Mount Pirata Trail', 'Illustration: Travel Guide demo', 'in four minutes', 'A walk along the whole trail.']) expect(html).not.toContain(english);
  });

  it('reads the same in Spanish through ?locale=es, and keeps the English items on the English page', async () => {
    expect(await settle(`/entries/x/${trail}?locale=es`)).toContain('Sendero Monte Pirata en cuatro minutos');
    const english = await settle(`/entries/x/${trail}`);
    expect(english).toContain('<figcaption>On the Mount Pirata Trail – Illustration: Travel Guide demo</figcaption>');
    expect(english).toContain('Mount Pirata Trail in four minutes');
    expect(english).toContain('A walk along the whole trail.');
    for (const spanish of ['Ilustración', 'en cuatro minutos', 'Un paseo por todo el sendero.']) expect(english).not.toContain(spanish);
  });

  it("gives the Spanish list cards the Spanish picture, whose title is the card's own", async () => {
    const alts = [...(await settle('/lugares')).matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts.length).toBeGreaterThan(0);
    // An English picture's title would differ from the Spanish card title and show as its text.
    for (const english of ['Flamenco Beach', 'Lighthouse Point', 'Bioluminescent Bay']) expect(alts).not.toContain(english);
  });
});
