import { beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(page).toContain('<img class="card__image" src="/entries/pfalzer-hutte/osm-way-3083/map.svg?layout=card" alt="Map of Pfälzer Hütte"');
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

  it('shows opening hours per weekday in English formats, as recorded on the data day, with no open now from old data', async () => {
    const link = entryLinks(await html('liechtenstein', '/sights?tab=grid')).find((href) => href.includes('kunstmuseum'));
    expect(link).toBeDefined();
    const page = await html('liechtenstein', link!);
    expect(page).toContain('Thursday: 10:00 AM–8:00 PM');
    expect(page).toContain('Monday: closed');
    expect(page).toContain('As recorded on 3 August 2013.');
    expect(page).not.toMatch(/open now/i);
  });

  it("the about page says the guide is OpenStreetMap's data of 3 August 2013, maybe out of date, in English and German", async () => {
    for (const [path, says] of [
      ['/about', [/from <a href="https:\/\/www\.openstreetmap\.org\/copyright"[^>]*>OpenStreetMap<\/a>/, /on 3 August 2013/, /may be out of date/]],
      ['/ueber-uns', [/aus <a href="https:\/\/www\.openstreetmap\.org\/copyright"[^>]*>OpenStreetMap<\/a>/, /am 3\. August 2013/, /kann alles veraltet sein/]],
    ] as const) {
      const page = await html('liechtenstein', path);
      for (const text of says) expect(page).toMatch(text);
      // The generic demo's claims are not this guide's: nobody checks it each season, nobody writes from an address.
      expect(page).not.toMatch(/each season|jede Saison|live and work here|leben und arbeiten|hello@|Write to us|Schreiben Sie uns/);
      expect(page).not.toContain('ß');
    }
  });

  it('keeps a page that says open or closed now no longer than that holds: until the next opening or closing', async () => {
    const museum = '/entries/kunstmuseum-liechtenstein/osm-way-333';
    // Today the 2013 hours say nothing about now: the page keeps the site's lifetime.
    const today = await get('liechtenstein', museum);
    expect(await today.text()).not.toMatch(/open now|closed now/i);
    expect(today.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600');
    // Within a year of the data the page says it, and is kept only until it changes (a query of its own: a page not yet stored).
    const at = async (instant: string, visit: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(instant) });
      try {
        const res = await get('liechtenstein', `${museum}?visit=${visit}`);
        return { page: await res.text(), kept: res.headers.get('cache-control') };
      } finally {
        vi.useRealTimers();
      }
    };
    // Thursday 2 January 2014, 19:58 in Vaduz: open until 20:00.
    const thursday = await at('2014-01-02T18:58:00Z', 1);
    expect(thursday.page).toContain('Open now');
    expect(thursday.kept).toBe('public, max-age=0, s-maxage=120');
    // Monday 6 January 2014, noon: closed until Tuesday 10:00, further off than the site's lifetime.
    const monday = await at('2014-01-06T11:00:00Z', 2);
    expect(monday.page).toContain('Closed now');
    expect(monday.kept).toBe('public, max-age=0, s-maxage=3600');
  });

  it('lists huts and peaks, places to stay and to eat, and draws them on the map page', async () => {
    const huts = await html('liechtenstein', '/huts-peaks?tab=grid');
    expect(huts).toContain('Naafkopf');
    expect(huts).toContain('Guschg');
    expect(await html('liechtenstein', '/stay?tab=grid')).toContain('Jugendherberge Schaan-Vaduz');
    expect(await html('liechtenstein', '/eat?tab=grid')).toContain('Bergrestaurant Sareis');
    const map = await get('liechtenstein', '/map');
    expect(map.status).toBe(200);
    const mapPage = await map.text();
    expect(mapPage).toMatch(CREDIT);
    // Named once as a map, for the guide it shows, not for the page's title "Map".
    expect(mapPage).toMatch(/<img class="feature-map__picture"[^>]* alt="Map of Liechtenstein on Foot: \d+ entries"/);
    const features = (await (await get('liechtenstein', '/map/features.geojson')).json()) as { features: { properties: { title?: string } }[] };
    expect(features.features.length).toBeGreaterThan(50);
  });
});

// The same guide in German: German paths, wording, category labels and Swiss formats (docs/decisions/061-liechtenstein-in-german.md).
const GERMAN_CREDIT = /Daten des Führers(<!-- -->)? <a href="https:\/\/www\.openstreetmap\.org\/copyright">© OpenStreetMap contributors<\/a>(<!-- -->)?, Stand 3\. August 2013\./;
const ENGLISH_CATEGORIES = ['Mountain huts', 'Peaks', 'Castles', 'Museums', 'Viewpoints', 'Attractions', 'Hostels', 'Guest houses', 'Campsites', 'Walks', 'Mountain trails'];

function expectNoEnglishCategories(page: string) {
  for (const label of ENGLISH_CATEGORIES) expect(page).not.toContain(`>${label}<`);
}

/** The page's heading and document title, and the intro below the heading where the page has one (lists have none). */
function expectTitled(page: string, heading: string, documentTitle: RegExp, intro?: string) {
  expect(page).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  expect(page).toMatch(documentTitle);
  if (intro) expect(page).toMatch(new RegExp(`</h1><div class="(home|entry)__intro"><p>${intro.replace(/[.?]/g, '\\$&')}</p>`));
}

describe('liechtenstein in German', () => {
  it('home, trails, huts and peaks, map and about pages titled and introduced in German; the English ones unchanged', async () => {
    const home = await html('liechtenstein', '/de');
    expectTitled(
      home,
      'Liechtenstein zu Fuss',
      /<title>Liechtenstein zu Fuss<\/title>/,
      'Wanderwege, Hütten und Gipfel, Burgen und Museen in Liechtenstein, nach OpenStreetMap-Daten vom 3. August 2013.',
    );
    // A guide of real places heads its pages with no made-up art (the other demo sites' illustrations).
    expect(home).not.toMatch(/Illustration|\/media\/liechtenstein\//);
    expect(home).not.toMatch(/on Foot|guide area|Travel Guide demo/);
    expectTitled(await html('liechtenstein', '/wanderwege'), 'Wanderwege', /<title>Wanderwege · Liechtenstein zu Fuss<\/title>/);
    expectTitled(await html('liechtenstein', '/huetten-gipfel'), 'Hütten &amp; Gipfel', /<title>Hütten &amp; Gipfel · Liechtenstein zu Fuss<\/title>/);
    expectTitled(
      await html('liechtenstein', '/karte'),
      'Karte',
      /<title>Karte · Liechtenstein zu Fuss<\/title>/,
      'Alle Orte, Wege und Veranstaltungen auf einer Karte. Wählen Sie einen aus für Details und den Weg dorthin.',
    );
    expectTitled(
      await html('liechtenstein', '/ueber-uns'),
      'Über den Führer',
      /<title>Über den Führer · Liechtenstein zu Fuss<\/title>/,
      'Woher die Orte und Wege dieses Führers stammen und wie alt sie sind.',
    );
    // The guide offers no form: its privacy page says what it keeps, and speaks of no newsletter.
    const privacy = await html('liechtenstein', '/datenschutz');
    expectTitled(privacy, 'Datenschutz', /<title>Datenschutz · Liechtenstein zu Fuss<\/title>/);
    expect(privacy).toContain('Er hat keine Konten, keine Formulare und keine Analyse.');
    const englishPrivacy = await html('liechtenstein', '/privacy');
    expect(englishPrivacy).toContain('it has no accounts, no forms and no analytics.');
    for (const page of [privacy, englishPrivacy]) expect(page).not.toMatch(/newsletter|boletín/i);
    // The English pages keep their English texts, with nothing German in them.
    const englishHome = await html('liechtenstein', '/');
    expectTitled(
      englishHome,
      'Liechtenstein on Foot',
      /<title>Liechtenstein on Foot<\/title>/,
      'Trails, huts and peaks, castles and museums of Liechtenstein, from OpenStreetMap data of 3 August 2013.',
    );
    for (const page of [englishHome, await html('liechtenstein', '/about'), englishPrivacy]) expect(page).not.toMatch(/Illustration|\/media\/liechtenstein\//);
    expectTitled(await html('liechtenstein', '/trails'), 'Trails', /<title>Trails · Liechtenstein on Foot<\/title>/);
    // Every English list is headed as its menu names it.
    expectTitled(await html('liechtenstein', '/huts-peaks'), 'Huts &amp; Peaks', /<title>Huts &amp; Peaks · Liechtenstein on Foot<\/title>/);
    expectTitled(await html('liechtenstein', '/sights'), 'Sights', /<title>Sights · Liechtenstein on Foot<\/title>/);
    expectTitled(await html('liechtenstein', '/stay'), 'Places to Stay', /<title>Places to Stay · Liechtenstein on Foot<\/title>/);
    expectTitled(await html('liechtenstein', '/eat'), 'Places to Eat', /<title>Places to Eat · Liechtenstein on Foot<\/title>/);
    const map = await html('liechtenstein', '/map');
    expectTitled(map, 'Map', /<title>Map · Liechtenstein on Foot<\/title>/, 'Every place, trail and event on one map. Pick one for details and directions.');
    for (const page of [englishHome, map]) expect(page).not.toMatch(/zu Fuss|Karte|Führer/);
  });

  it('home (/de): German menu and card facts, map pictures for entries without photos, the credit dated in Swiss German', async () => {
    const page = await html('liechtenstein', '/de');
    expect(page).toMatch(/<html lang="de"/);
    expect(page).toContain('>Wanderwege</a>');
    expect(page).toContain('Hütten &amp; Gipfel');
    expect(page).toMatch(/<dt>Länge<\/dt><dd>4\.6 km<\/dd>/);
    expect(page).toContain('<dd>Mittel</dd>');
    // OpenStreetMap has no photos: each card shows its entry's own map, lazily, named as a map of the place.
    expect(page).toContain(
      '<img class="card__image" src="/eintraege/furstin-gina-weg/osm-trail-way-2007/map.svg?layout=card" alt="Karte von Fürstin-Gina-Weg" width="640" height="400" loading="lazy" decoding="async"/>',
    );
    expect(page).not.toContain('placeholder.svg');
    expect(page).toMatch(GERMAN_CREDIT);
  });

  it("a card's map picture is the entry page's picture at the card's size, cached like the page", async () => {
    const res = await get('liechtenstein', '/eintraege/pfalzer-hutte/osm-way-3083/map.svg?layout=card');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.text()).toMatch(/<svg[^>]* width="384" height="240"/);
  });

  it('/wanderwege: the trails with German category labels in the filter, no English ones', async () => {
    const page = await html('liechtenstein', '/wanderwege?tab=grid');
    expect(entryLinks(page)).toContain('/eintraege/furstin-gina-weg/osm-trail-way-2007');
    expect(page).toContain('>Spaziergänge<');
    expect(page).toContain('>Bergwege<');
    expectNoEnglishCategories(page);
    // Route types in German: imported lines go one way (or round), none is out and back.
    expect(page).toContain('Von A nach B');
    expect(page).not.toContain('Hin und zurück<');
    expect(page).toMatch(GERMAN_CREDIT);
  });

  it('a trail page in German: its text, facts and daylight in 24-hour times', async () => {
    const page = await html('liechtenstein', '/eintraege/furstin-gina-weg/osm-trail-way-2007');
    expect(page).toMatch(/<h1[^>]*>Fürstin-Gina-Weg<\/h1>/);
    expect(page).toContain('Der Fürstin-Gina-Weg führt von Malbun hinauf zur Pfälzer Hütte');
    expect(page).toContain('Schwierigkeit');
    expect(page).toContain('Tageslicht am Ausgangspunkt');
    expect(page).toMatch(/Sonnenaufgang (<[^>]+>)?\d{2}:\d{2}/);
    expect(page).not.toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
    expect(page).toMatch(GERMAN_CREDIT);
  });

  it('/huetten-gipfel: huts and peaks with German labels and their map pictures; a hut page leads with its map', async () => {
    const page = await html('liechtenstein', '/huetten-gipfel?tab=grid');
    expect(page).toContain('>Berghütten<');
    expect(page).toContain('>Gipfel<');
    expectNoEnglishCategories(page);
    expect(page).toContain('Gipfel auf 2&#x27;571 m, 4.7 km von Malbun.');
    expect(page).toContain('src="/eintraege/naafkopf/osm-node-6469/map.svg?layout=card" alt="Karte von Naafkopf"');
    const hut = await html('liechtenstein', '/eintraege/pfalzer-hutte/osm-way-3083');
    // Where a photo would open the page, the hut's own map does, before its description.
    expect(hut.indexOf('feature-map__picture')).toBeGreaterThan(0);
    expect(hut.indexOf('feature-map__picture')).toBeLessThan(hut.indexOf('Die Pfälzer Hütte steht auf 2111 m'));
    expect(hut).not.toContain('entry__image');
  });

  it('opening hours per weekday in German, 24-hour, as recorded on the data day', async () => {
    const page = await html('liechtenstein', '/eintraege/kunstmuseum-liechtenstein/osm-way-333');
    expect(page).toContain('Öffnungszeiten');
    expect(page).toContain('Donnerstag: 10:00–20:00');
    expect(page).toContain('Montag: geschlossen');
    expect(page).toContain('Stand 3. August 2013.');
    // Hours from 2013 say nothing about today.
    expect(page).not.toMatch(/Jetzt (geöffnet|geschlossen)|open now/i);
  });

  it('/karte: the map page in German with the German credit', async () => {
    const page = await html('liechtenstein', '/karte');
    expect(page).toMatch(/<html lang="de"/);
    expect(page).toContain('GeoJSON herunterladen');
    expect(page).toMatch(/<img class="feature-map__picture"[^>]* alt="Karte von Liechtenstein zu Fuss: \d+ Einträge"/);
    expect(page).not.toContain('Karte von Karte');
    // What the map's popups read: German kinds and hours lines, labelled in German.
    const features = (await (await get('liechtenstein', '/karte/features.geojson')).json()) as {
      features: { properties: { title: string; type?: string; popup?: { label: string; value: string }[] } }[];
    };
    const domus = features.features.find((feature) => feature.properties.title === 'DoMuS')?.properties;
    expect(domus?.type).toBe('Ort');
    expect(domus?.popup?.[0]?.label).toBe('Öffnungszeiten');
    expect(domus?.popup?.[0]?.value).toContain('Freitag: 14:00–20:00');
    expect(domus?.popup?.[0]?.value).toContain('(Stand 3. August 2013)');
    expect(page).toContain('Essen &amp; Trinken');
    expect(page).toMatch(GERMAN_CREDIT);
  });
});
