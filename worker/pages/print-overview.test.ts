import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../testing/worker-fetch';

// Printed detail and itinerary pages show the route as a static drawing where the map would be
// (the stylesheet shows `.print-only` on paper only), through the worker as deployed.

const zone = siteZone('print-overview');

async function page(id: string): Promise<string> {
  const location = (await zone.fetch('islands', `/entries/x/${id}`)).headers.get('location')!;
  return (await zone.fetch('islands', location)).text();
}

function overview(html: string): string | undefined {
  return /<figure class="route-overview print-only">([\s\S]*?)<\/figure>/.exec(html)?.[1];
}

describe('print overview', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it.each(['trail-mount-pirata-trail', 'itinerary-a-perfect-beach-day'])('draws the route of %s flat, inside the box, with an accessible name', async (id) => {
    const drawing = overview(await page(id));
    expect(drawing).toBeDefined();
    expect(drawing).toMatch(/<svg role="img" aria-label="Map: [^"]+" viewBox="0 0 600 \d+"/);
    const path = /<path d="(M[^"]+)"/.exec(drawing!)![1]!;
    const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(numbers.length).toBeGreaterThanOrEqual(4);
    for (const value of numbers) expect(value).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < numbers.length; i += 2) expect(numbers[i]).toBeLessThanOrEqual(600);
  });

  it('draws nothing for an entry that is only a point: its coordinates say it already', async () => {
    expect(overview(await page('place-flamenco-beach'))).toBeUndefined();
  });
});
