import { beforeAll, describe, expect, it } from 'vitest';
import { entryLinks, siteZone } from '../../test/support/worker-fetch';

// The Liechtenstein walking guide through the real worker, on the entries the OpenStreetMap importer
// made from data/osm/ (content-service/demo/osm/liechtenstein.json) with the hand-written featured texts.

const zone = siteZone('liechtenstein');
const { fetch: get, html } = zone;

beforeAll(() => zone.register(['liechtenstein']), 60_000);

// React separates the two texts with an empty comment.
const CREDIT = /Guide data(<!-- -->)? <a href="https:\/\/www\.openstreetmap\.org\/copyright">© OpenStreetMap contributors<\/a>, as recorded on 3 August 2013\./;

describe('liechtenstein', () => {
  it('features the hand-described entries on the home page and credits OpenStreetMap with the data day', async () => {
    const page = await html('liechtenstein', '/');
    expect(page).toContain('Fürstin-Gina-Weg');
    expect(page).toContain('Pfälzer Hütte');
    expect(page).toContain('Schloss Vaduz');
    expect(page).toContain('Kunstmuseum Liechtenstein');
    expect(entryLinks(page).length).toBeGreaterThanOrEqual(6);
    expect(page).toMatch(CREDIT);
  });

  it('lists about a dozen imported trails with their lengths in kilometres', async () => {
    const page = await html('liechtenstein', '/trails?tab=grid');
    const links = entryLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(links.length).toBeLessThanOrEqual(20);
    expect(page).toMatch(/4\.6 km/);
    expect(page).toMatch(CREDIT);
  });

  it('shows a trail with its length, difficulty and hand-written text, and no time or profile without a known climb', async () => {
    const link = entryLinks(await html('liechtenstein', '/trails?tab=grid')).find((href) => href.includes('furstin-gina-weg'));
    expect(link).toBeDefined();
    const page = await html('liechtenstein', link!);
    expect(page).toMatch(/<h1[^>]*>Fürstin-Gina-Weg<\/h1>/);
    expect(page).toContain('climbs to the Pfälzer Hütte');
    expect(page).toMatch(/4\.6 km/);
    expect(page).toContain('Moderate');
    expect(page).not.toContain('Estimated time');
    expect(page).not.toMatch(/\d h( \d+ min)?<|\d+ min</);
    expect(page).not.toContain('class="profile');
    expect(page).toMatch(CREDIT);
  });

  it('shows opening hours as the weekly schedule recorded in August 2013', async () => {
    const link = entryLinks(await html('liechtenstein', '/sights?tab=grid')).find((href) => href.includes('kunstmuseum'));
    expect(link).toBeDefined();
    const page = await html('liechtenstein', link!);
    expect(page).toContain('Thursday: 10:00–20:00');
    expect(page).toContain('Monday: closed');
    expect(page).toContain('as recorded in August 2013');
    expect(page).not.toMatch(/open now/i);
  });

  it('lists huts and peaks, places to stay and to eat, and draws them on the map page', async () => {
    const huts = await html('liechtenstein', '/huts-peaks?tab=grid');
    expect(huts).toContain('Naafkopf');
    expect(huts).toContain('Guschg');
    expect(await html('liechtenstein', '/stay?tab=grid')).toContain('Jugendherberge Schaan-Vaduz');
    expect(await html('liechtenstein', '/eat?tab=grid')).toContain('Bergrestaurant Sareis');
    const map = await get('liechtenstein', '/map');
    expect(map.status).toBe(200);
    expect(await map.text()).toMatch(CREDIT);
    const features = (await (await get('liechtenstein', '/map/features.geojson')).json()) as { features: { properties: { title?: string } }[] };
    expect(features.features.length).toBeGreaterThan(50);
  });
});
