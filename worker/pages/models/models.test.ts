import { describe, expect, it } from 'vitest';
import { cardModel } from './card';
import { contactModel, contactRef } from './contact';
import { detailEntryModel } from './detail';
import { ctxFor, el, entry } from '../../../test/support/shape-fixtures';
import { profileModel } from './profile';

const ctx = ctxFor('islands');

describe('cards', () => {
  it('link to /entries/{slug}/{id}, badge the derived type and fall back to the placeholder image', () => {
    const card = cardModel(entry('p1', 'Sandy Point / Beach_Bar', ['place']), ctx);
    expect(card.href).toBe('/entries/sandy-point-beach-bar/p1');
    expect(card.type).toEqual({ id: 'place', label: 'Place' });
    expect(card.image).toEqual({ url: ctx.config.images.placeholder, alt: '', placeholder: true });
  });

  it("badge the kind in the page's language, and a site-specific type by its content name", () => {
    expect(cardModel(entry('p1', 'Playa Flamenco', ['place']), ctxFor('islands', 'es')).type).toEqual({ id: 'place', label: 'Lugar' });
    expect(cardModel(entry('t1', 'Sendero', ['trail']), ctxFor('islands', 'es')).type.label).toBe('Sendero');
    const trailhead = { ...entry('h1', 'North Trailhead', ['trailhead']), types: [{ id: 'trailhead', name: 'Trailhead' }] };
    expect(cardModel(trailhead, ctx).type).toEqual({ id: 'entry', label: 'Trailhead' });
  });

  it('link to the Spanish alias on Spanish pages, else keep the language in the query', () => {
    expect(cardModel(entry('p1', 'Playa Flamenco', ['place']), ctxFor('islands', 'es')).href).toBe('/articulos/playa-flamenco/p1');
    expect(cardModel(entry('p1', 'Playa Flamenco', ['place']), ctxFor('canal-trail', 'es')).href).toBe('/entries/playa-flamenco/p1?locale=es');
    expect(cardModel(entry('p1', 'Flamenco Beach', ['place']), ctxFor('canal-trail')).href).toBe('/entries/flamenco-beach/p1');
  });

  it('cut the excerpt at 500 characters with an ellipsis, from markdown as plain text', () => {
    const long = `**Bold** start ${'word '.repeat(200)}`;
    const card = cardModel(entry('p', 'P', ['place'], [el('description', 'text', long, { preferences: { iana_type: 'text/markdown' } })]), ctx);
    expect(card.excerpt.length).toBeLessThanOrEqual(500);
    expect(card.excerpt.endsWith('…')).toBe(true);
    expect(card.excerpt.startsWith('Bold start')).toBe(true);
  });

  it('read the image with its caption (description – attribution) and the point of the location', () => {
    const card = cardModel(
      entry(
        'p',
        'P',
        ['place'],
        [el('images', 'file', [{ id: 'f', url: '/media/islands/bay.svg', description: 'The bay', ip_attribution: 'Photo: Ana' }]), el('location', 'geo', { features: [], point: '-64.9,18.3' })],
      ),
      ctx,
    );
    expect(card.image).toMatchObject({ url: '/media/islands/bay.svg', alt: 'The bay', caption: 'The bay – Photo: Ana', placeholder: false });
    expect(card.point).toEqual({ lng: -64.9, lat: 18.3 });
  });

  it('skip disabled and empty elements', () => {
    const card = cardModel(entry('p', 'P', ['place'], [el('short_description', 'text', '   '), el('description', 'text', 'Hidden', { enabled: false }), el('intro', 'text', 'Shown')]), ctx);
    expect(card.excerpt).toBe('Shown');
  });

  it("lead a listing with its area (its contact's town) and price range, in the page's language", () => {
    const contact = el('contact', 'contact', [{ id: 'c1', locations: [{ city: 'Dewey', address: ['1 Main Street'] }] }]);
    const range = el('pricing_indicator', 'option', ['moderate'], { options: [{ id: 'moderate', name: '$$', text: { en: '$$', es: '$$' } }] });
    const food = entry('f', 'Cafe', ['food'], [contact, range, el('pricing', 'text', 'Lunch from $12')]);
    expect(cardModel(food, ctx).facts).toEqual([
      { id: 'area', label: 'Area', value: 'Dewey' },
      { id: 'price', label: 'Price', value: '$$' },
    ]);
    expect(cardModel(food, ctxFor('islands', 'es')).facts?.map((fact) => fact.label)).toEqual(['Zona', 'Precio']);
    const tour = entry('a', 'Tour', ['activity'], [el('pricing', 'text', { en: 'From $35 per person', es: 'Desde 35 $' })]);
    expect(cardModel(tour, ctxFor('islands', 'es')).facts).toEqual([{ id: 'price', label: 'Precio', value: 'Desde 35 $' }]);
  });

  it('leave out prices a card cannot say in a few words, unlabelled options, and listing facts on trails', () => {
    const essay = entry('a', 'Tour', ['activity'], [el('pricing', 'text', 'Adults $35, children under twelve $20, families of four $100')]);
    expect(cardModel(essay, ctx).facts).toBeUndefined();
    const unknown = entry('f', 'Cafe', ['food'], [el('pricing_indicator', 'option', ['moderate'])]);
    expect(cardModel(unknown, ctx).facts).toBeUndefined();
    const trail = entry('t', 'Trail', ['trail'], [el('difficulty', 'option', ['easy']), el('contact', 'contact', [{ id: 'c', locations: [{ city: 'Dewey' }] }])]);
    expect(cardModel(trail, ctx).facts?.map((fact) => fact.id)).toEqual(['difficulty']);
  });

  it('read per-language text with English fallback', () => {
    const spanish = ctxFor('islands', 'es');
    const bilingual = entry('p', 'P', ['place'], [el('description', 'text', { en: 'Beach', es: 'Playa' }), el('intro', 'text', { en: 'Only English' })]);
    expect(cardModel(bilingual, spanish).excerpt).toBe('Playa');
    expect(cardModel(entry('p', 'P', ['place'], [el('intro', 'text', { en: 'Only English' })]), spanish).excerpt).toBe('Only English');
  });
});

describe('cards of an entry', () => {
  it('are made once per entry, site and language, frozen whether the entry is or not, and still date themselves on the day they are shown', () => {
    const ranges = el('event_date', 'datetime', [
      { start: '2026-06-10T22:00:00Z', end: '2026-06-11T01:00:00Z' },
      { start: '2026-07-10T22:00:00Z', end: '2026-07-11T01:00:00Z' },
    ]);
    const shared = entry('e', 'Summer Concert', ['event'], [ranges]);
    const june = cardModel(shared, ctx);
    const july = cardModel(shared, ctxFor('islands', 'en', new Date('2026-06-20T12:00:00Z')));
    expect(july.image).toBe(june.image);
    expect(Object.isFrozen(june.type)).toBe(true);
    expect([june.dates?.[0]?.text, july.dates?.[0]?.text]).toEqual(['June 10, 2026, 6:00 – 9:00 PM', 'July 10, 2026, 6:00 – 9:00 PM']);
    expect(july).toEqual({ ...june, dates: july.dates });
    const spanish = cardModel(shared, ctxFor('islands', 'es'));
    expect(spanish.type.label).toBe('Evento');
    expect(cardModel(shared, ctxFor('canal-trail')).image).not.toBe(june.image);
  });
});

describe('dates', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ranges = el('event_date', 'datetime', [
    { start: '2026-05-01T18:00:00Z', end: '2026-05-01T21:00:00Z' },
    { start: '2026-06-10T22:00:00Z', end: '2026-06-11T01:00:00Z' },
    { start: '2026-07-10T22:00:00Z', end: '2026-07-11T01:00:00Z' },
  ]);

  // A card's dates, as lists and the home page show them; islands keeps America/New_York.
  const onDay = ctxFor('islands', 'en', now);
  const utc = { ...onDay, config: { ...onDay.config, timeZone: 'UTC' } };

  it('show the first range whose end is not past, in en-US form in the site time zone', () => {
    const { dates } = cardModel(entry('e', 'E', ['event'], [ranges]), onDay);
    expect(dates).toEqual([{ start: '2026-06-10T22:00:00Z', text: 'June 10, 2026, 6:00 – 9:00 PM' }]);
  });

  it('show the date the entry key supplies (a repeating event occurrence), with the end of the range starting then', () => {
    const keyed = entry('e::2026-07-10', 'E', ['event'], [ranges], { key: { element: { event_date: '2026-07-10T22:00:00Z' } } });
    expect(cardModel(keyed, onDay).dates?.[0]?.text).toBe('July 10, 2026, 6:00 – 9:00 PM');
  });

  it('show dates only for date-typed elements, and nothing when every range is over', () => {
    const dateOnly = el('event_date', 'datetime', { start: '2026-06-20T00:00:00Z', end: '2026-06-21T00:00:00Z' }, { preferences: { data_type: 'date' } });
    expect(cardModel(entry('e', 'E', ['event'], [dateOnly]), utc).dates?.[0]?.text).toBe('June 20 – 21, 2026');
    expect(cardModel(entry('e', 'E', ['event'], [el('event_date', 'datetime', [{ start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z' }])]), utc).dates).toBeUndefined();
  });
});

describe('detail', () => {
  it('drops the link button when its label or url is missing or the url is unsafe', () => {
    const link = (elements: ReturnType<typeof el>[]) => detailEntryModel(entry('x', 'X', ['place'], elements), ctx).link;
    expect(link([el('link_label', 'text', 'Book')])).toBeUndefined();
    expect(link([el('link_label', 'text', 'Go'), el('link_url', 'text', 'javascript:alert(1)')])).toBeUndefined();
    expect(link([el('link_label', 'text', 'Book'), el('link_url', 'text', 'https://example.org/b')])).toEqual({ label: 'Book', url: 'https://example.org/b', external: true });
  });

  it('reads trail difficulty, route type and the feature switches through the option id map', () => {
    const model = detailEntryModel(
      entry('t', 'Ridge', ['trail'], [el('difficulty', 'option', ['moderate']), el('route_type', 'option', [{ id: 'loop' }]), el('features', 'option', ['profile', 'flythrough'])]),
      ctx,
    );
    expect(model.trail).toEqual({ difficulty: 'moderate', routeType: 'loop' });
    expect(model.switches).toEqual({ flythrough: true, measurements: false, profile: true });
  });

  it('sanitizes a hostile description and keeps only detail-group attribute lines', () => {
    const model = detailEntryModel(
      entry(
        's',
        'Story',
        ['story'],
        [
          el('description', 'text', '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p>', { preferences: { iana_type: 'text/html' } }),
          el('hours', 'text', '9-5'),
          el('amenities', 'text', 'Wifi', { name: 'Amenities', groups: ['detail-attribute'] }),
          el('pricing', 'text', '$5', { name: 'Pricing', groups: ['detail-attribute'] }),
          el('keywords', 'text', 'secret', { name: 'Keywords' }),
        ],
      ),
      ctx,
    );
    const html = model.description?.__html ?? '';
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(model.attributes.map((line) => line.label)).toEqual(['Hours', 'Pricing', 'Amenities']);
  });

  it('hides the name for hide-name entries and places a located entry on the map with directions', () => {
    const model = detailEntryModel(entry('p', 'P', ['place'], [el('location', 'geo', { features: [], point: '-64.9,18.3', zoom: 14 })], { groups: ['hide-name'] }), ctx);
    expect(model.hideName).toBe(true);
    expect(model.map).toMatchObject({
      coordinates: { lng: -64.9, lat: 18.3 },
      directions: 'https://maps.google.com/maps?saddr=Current+Location&daddr=18.3%2C-64.9',
      downloads: { geojson: '/entries/p/p/features.geojson', gpx: '/entries/p/p/features.gpx' },
      // The entry's own zoom is the closest its map opens (docs/decisions/049-one-map-camera.md).
      map: { features: '/entries/p/p/features.geojson', settings: { center: ctx.config.map.center }, picture: { opening: { maxZoom: 14 } } },
      items: [{ key: 'p', title: 'P', coordinates: '18.30000, -64.90000' }],
    });
    expect(model.hasRoute).toBe(false);
  });

  it('starts a route-only entry at its route, with downloads off the page path, and leaves unlocated entries off the map', () => {
    const line = {
      id: 'r1',
      text: 'Ridge',
      json: JSON.stringify({
        type: 'LineString',
        coordinates: [
          [-65.1, 18.2, 10],
          [-65.0, 18.3, 40],
        ],
      }),
      type: { id: 'route', type: 'path' },
    };
    const trail = detailEntryModel(entry('t', 'Ridge Trail', ['trail'], [el('route', 'geo', { features: [line], zoom: 13 })]), ctx, { pagePath: '/about' });
    expect(trail.map).toMatchObject({
      coordinates: { lng: -65.1, lat: 18.2 },
      downloads: { geojson: '/about/features.geojson', gpx: '/about/features.gpx' },
      map: { picture: { opening: { maxZoom: 13 } } },
    });
    expect(trail.hasRoute).toBe(true);
    expect(detailEntryModel(entry('s', 'S', ['story']), ctx).map).toBeUndefined();
  });
});

describe('contact', () => {
  it('reads an embedded contact or only its id', () => {
    expect(contactRef(entry('p', 'P', ['place'], [el('contact', 'contact', 'c1')]), ctx.config.ids)).toEqual({ id: 'c1' });
    expect(contactRef(entry('p', 'P', ['place'], [el('contact', 'contact', { id: 'c1' })]), ctx.config.ids)).toEqual({ id: 'c1' });
    expect(contactRef(entry('p', 'P', ['place'], [el('contact', 'contact', { id: 'c1', email: 'a@b.org' })]), ctx.config.ids)).toHaveProperty('contact.email', 'a@b.org');
  });

  it('builds address lines, dialable phones with stripped extensions, and only safe websites', () => {
    const model = contactModel({
      id: 'c',
      name: { first: 'Ana', last: 'Ruiz' },
      locations: [{ name: 'Harbour Office', address: ['1 Harbour St'], city: 'Cruz Bay', division: { code: 'VI' }, postcode: '00830' }],
      phones: [{ number: { e164: '+13405550100', i18n: '+1 340-555-0100' }, extension: '#12-' }],
      email: 'ana@example.org',
      url: 'javascript:alert(1)',
    });
    expect(model.name).toBe('Ana Ruiz');
    expect(model.addresses).toEqual([{ lines: ['Harbour Office', '1 Harbour St', 'Cruz Bay, VI 00830'] }]);
    expect(model.phones).toEqual([{ text: '+1 340-555-0100 ext. 12', href: 'tel:+13405550100;ext=12' }]);
    expect(model.website).toBeUndefined();
  });
});

describe('profile', () => {
  const result = {
    profile: [
      { distance: 0, elevation: 100 },
      { distance: 1609.344, elevation: 130 },
      { distance: 3218.688, elevation: 90 },
    ],
  };

  it('converts the profile to the locale units: miles and feet, or kilometres and metres', () => {
    const imperial = profileModel(result, 'imperial', 'en')!;
    expect(imperial.distanceUnit).toBe('mi');
    expect(imperial.elevationUnit).toBe('ft');
    expect(imperial.points[1]!.distance).toBeCloseTo(1, 5);
    expect(imperial.points[1]!.elevation).toBeCloseTo(426.5, 1);
    // The points drawn (and sent to the cursor island) carry no more digits than the chart can show.
    expect(imperial.points[1]).toEqual({ distance: 1, elevation: 426.5 });
    expect(
      profileModel(
        {
          profile: [
            { distance: 0, elevation: 100.123456 },
            { distance: 1234.5678, elevation: 90 },
          ],
        },
        'metric',
        'en',
      )!.points,
    ).toEqual([
      { distance: 0, elevation: 100.1 },
      { distance: 1.235, elevation: 90 },
    ]);
    expect([imperial.min, imperial.max, imperial.length]).toEqual(['295.3 ft', '426.5 ft', '2 mi']);
    const metric = profileModel(result, 'metric', 'en')!;
    expect(metric.distanceUnit).toBe('km');
    expect(metric.rows).toEqual([
      { distance: '0', elevation: '100' },
      { distance: '1.6', elevation: '130' },
      { distance: '3.2', elevation: '90' },
    ]);
  });

  it('samples long profiles to a readable table and needs two points to draw anything', () => {
    const long = { profile: Array.from({ length: 101 }, (_, i) => ({ distance: i * 10, elevation: i })) };
    const rows = profileModel(long, 'metric', 'en')!.rows;
    expect(rows).toHaveLength(21);
    expect(rows[20]).toEqual({ distance: '1', elevation: '100' });
    expect(rows[10]).toEqual({ distance: '0.5', elevation: '50' });
    expect(profileModel({ profile: [{ distance: 0, elevation: 1 }] }, 'metric', 'en')).toBeUndefined();
  });
});
