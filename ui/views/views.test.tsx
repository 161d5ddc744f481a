import { describe, expect, it } from 'vitest';
import { card, mapModel, render } from '../../test/support/component-fixtures';
import { DetailView, type DetailEntryModel } from './DetailView';
import { EmbedView } from './EmbedView';
import { HomeView } from './HomeView';
import { IndexView } from './IndexView';

const entry: DetailEntryModel = {
  id: 't1',
  title: 'Ridge Trail',
  hideName: false,
  type: { id: 'trail', label: 'Trail' },
  dates: [],
  attributes: [{ label: 'Surface', value: { __html: 'Gravel' } }],
  map: {
    coordinates: { lng: -77.7, lat: 42.6 },
    directions: 'https://maps.google.com/maps?saddr=Current+Location&daddr=42.6%2C-77.7',
    downloads: { geojson: '/entries/ridge-trail/t1/features.geojson', gpx: '/entries/ridge-trail/t1/features.gpx' },
    map: mapModel('/entries/ridge-trail/t1/features.geojson'),
    items: [{ key: 'r1', title: 'Ridge loop' }],
  },
  hasRoute: true,
  switches: { flythrough: true, measurements: true, profile: false },
  trail: { difficulty: 'moderate', routeType: 'loop' },
  link: { label: 'Trail map', url: 'https://example.org/map.pdf', external: true },
  description: { __html: '<p>Climb the ridge.</p>' },
};

describe('DetailView', () => {
  it('renders the entry, its facts and marked slots for the map, measurements and fly-through', async () => {
    const html = await render(<DetailView entry={entry} measurements={{ length: '4.2 mi', elevationGain: '300 ft' }} />);
    expect(html).toContain('<h1>Ridge Trail</h1>');
    expect(html).toContain('<p>Climb the ridge.</p>');
    expect(html).toContain('<dt>Surface</dt><dd>Gravel</dd>');
    expect(html).toContain('difficulty.moderate');
    expect(html).toContain('routeType.loop');
    // One section of the page: the map and its companions wait until the visitor reaches for it.
    expect(html).toContain('data-island="map" data-island-load="engage"');
    expect(html).toContain('data-island="flythrough" data-island-load="map"');
    expect(html).toContain('data-slot="measurements"');
    expect(html).toContain('<dt>measure.length</dt><dd>4.2 mi</dd>');
    expect(html).toMatch(/<section class="flythrough"[^>]*data-slot="flythrough"/);
    expect(html).toContain('<p>detail.flythroughText</p>');
    expect(html).not.toContain('data-slot="profile"');
    expect(html).not.toContain('detail.nearby');
    expect(html).not.toContain('no_entries');
  });

  it("gives the map section real content without JavaScript and the map island its picture's camera", async () => {
    const html = await render(<DetailView entry={entry} />);
    expect(html).toContain('"layout":"entry"');
    expect(html).toContain('"view":"features"');
    // The picture at the section's size, and the camera it is drawn at, which the map opens with.
    expect(html).toMatch(
      /"picture":\{"src":"\/entries\/ridge-trail\/t1\/map\.svg\?layout=entry","width":1120,"height":480,"camera":\{"center":\[-?[\d.]+,-?[\d.]+\],"zoom":[\d.]+\},"alt":"Map of the page","first":true,"narrow":\{"src":"\/entries\/ridge-trail\/t1\/map\.svg\?layout=entry&frame=narrow","width":400,"height":300,"camera":\{"center":\[-?[\d.]+,-?[\d.]+\],"zoom":[\d.]+\},"media":"\(max-width: 40em\)"\}\}/,
    );
    expect(html).toContain('"highlight":"feature"');
    expect(html).toContain('<li class="feature-list__item" data-feature-key="r1"><span class="feature-list__name">Ridge loop</span></li>');
    expect(html).toContain('<dt>detail.coordinates</dt><dd class="map-slot__coordinates">42.60000, -77.70000</dd>');
    expect(html).not.toContain('no_entries');
  });

  it('puts the actions in one compact row after the facts, and the rest of sharing in one share panel', async () => {
    const share = { url: 'https://islands.example/entries/ridge-trail/t1', title: 'Ridge Trail' };
    const embed = {
      id: 'embed-code',
      items: [{ label: 'Ridge Trail', snippet: '<iframe></iframe>', src: 'https://islands.example/embeds/ridge-trail/t1', title: 'Ridge Trail', width: 480, height: 420 }],
      labels: { heading: 'Embed this', intro: 'Show {title}', entry: 'Entry', code: 'Code', copy: 'Copy code', copied: 'Copied', copyFailed: 'Failed', preview: 'Preview' },
    };
    const html = await render(<DetailView entry={{ ...entry, calendar: '/entries/ridge-trail/t1/calendar.ics', share, embed }} />);
    const section = /<section class="entry-actions" aria-labelledby="actions-heading">([\s\S]*?)<\/section>(?=<section class="map-slot)/.exec(html)?.[1] ?? '';
    expect(section).toContain('<h2 id="actions-heading" class="visually-hidden">detail.actions</h2>');
    // The row: link, directions, save, GPX, then Share; its panel: share via, link, email, calendar, GeoJSON, the embed code.
    const order = [
      'Trail map',
      'detail.directions',
      'data-island="save"',
      'map.downloadGpx',
      '<summary class="button button-secondary">detail.share</summary>',
      'share.via',
      'id="share-url"',
      'share.email',
      'detail.addToCalendar',
      'map.downloadGeoJson',
      '<summary>share.embed</summary>',
      'Show Ridge Trail',
    ].map((text) => section.indexOf(text));
    expect(
      order.every((at) => at > 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(section).toContain('href="https://maps.google.com/maps?saddr=Current+Location&amp;daddr=42.6%2C-77.7" target="_blank"');
    expect(section).toContain('<a class="button button-secondary" href="/entries/ridge-trail/t1/features.gpx" download="" data-lines-only="">map.downloadGpx</a>');
    expect(section).toContain('<a href="/entries/ridge-trail/t1/features.geojson" download="" data-lines-only="">map.downloadGeoJson</a>');
    // GeoJSON and the calendar are in the panel only, not buttons of the row.
    expect(section).not.toContain('button-secondary" href="/entries/ridge-trail/t1/features.geojson"');
    expect(section).not.toContain('button-secondary" href="/entries/ridge-trail/t1/calendar.ics"');
    // What needs a script is hidden until the page-wide script shows it; no island for sharing or the embed code.
    expect(section).toContain('<li hidden="" data-share-native=""><button type="button" class="button">share.via</button></li>');
    expect(section).toMatch(
      /<button type="button" class="button button-secondary" hidden="" data-copy="share-url" data-copied="share.copied" data-copy-failed="share.copyFailed">share.copy<\/button>/,
    );
    expect(section).toContain('<textarea id="share-embed-code" class="embed-code__snippet" rows="3" readOnly="">&lt;iframe&gt;&lt;/iframe&gt;</textarea>');
    expect(section).not.toMatch(/data-island="(share|embed)"/);
    expect(html.match(/features\.gpx" download/g), 'the map island offers no second set of downloads').toHaveLength(1);
    expect(html.match(/>detail\.directions</g)).toHaveLength(1);
    // The walk first: facts, actions, the map, then the text.
    const walk = ['class="trail-facts', 'entry-actions', 'map-slot--entry', '<p>Climb the ridge.</p>'].map((text) => html.indexOf(text));
    expect([...walk].sort((a, b) => a - b)).toEqual(walk);
  });

  it('reads the walk first: the profile right under the map, then the description, the practical lines, measurements and photos', async () => {
    const html = await render(
      <DetailView
        entry={{ ...entry, image: { url: '/media/ridge.jpg', alt: 'The ridge', placeholder: false } }}
        measurements={{ length: '4.2 mi' }}
        profile={{
          points: [
            { distance: 0, elevation: 1 },
            { distance: 1, elevation: 2 },
          ],
          locale: 'en',
          distanceUnit: 'mi',
          elevationUnit: 'ft',
          min: '1 ft',
          max: '2 ft',
          length: '1 mi',
          rows: [],
        }}
        nearby={[card('n1')]}
      />,
    );
    const order = [
      '<h1>',
      'class="trail-facts',
      'entry-actions',
      'map-slot--entry',
      'profile-heading',
      '<p>Climb the ridge.</p>',
      '<dt>Surface</dt>',
      'measurements-heading',
      '<img class="entry__image" src="/media/ridge.jpg"',
      'nearby-heading',
    ].map((text) => html.indexOf(text));
    expect(
      order.every((at) => at > 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Below the map and text, the photo is no longer the page's first paint: fetched when it nears the view.
    expect(html).toContain('<img class="entry__image" src="/media/ridge.jpg" alt="The ridge" width="1280" height="800" decoding="async" loading="lazy"/>');
  });

  it('has no actions section when the entry offers no action', async () => {
    const bare = { ...entry };
    delete (bare as Partial<DetailEntryModel>).map;
    delete (bare as Partial<DetailEntryModel>).link;
    expect(await render(<DetailView entry={bare} />)).not.toContain('entry-actions');
  });

  it('leaves out the map, measurements, profile and fly-through when there is nothing to show', async () => {
    const bare = { ...entry, hasRoute: false, switches: { flythrough: true, measurements: true, profile: true } };
    delete (bare as Partial<DetailEntryModel>).map;
    const html = await render(<DetailView entry={bare} />);
    expect(html).not.toContain('data-island="map"');
    // Nothing to save for offline without a map of features (docs/decisions/037-saved-guides.md).
    expect(html).not.toContain('data-island="save"');
    expect(html).not.toContain('measurements-heading');
    expect(html).not.toContain('profile');
    expect(html).not.toContain('flythrough');
  });

  it('draws the elevation profile as a labelled SVG with a data table', async () => {
    const profile = {
      points: [
        { distance: 0, elevation: 100 },
        { distance: 1, elevation: 300 },
        { distance: 2, elevation: 200 },
      ],
      distanceUnit: 'mi',
      elevationUnit: 'ft',
      min: '100 ft',
      max: '300 ft',
      length: '2 mi',
      rows: [
        { distance: '0', elevation: '100' },
        { distance: '1', elevation: '300' },
        { distance: '2', elevation: '200' },
      ],
      locale: 'en',
    };
    const html = await render(<DetailView entry={entry} profile={profile} />);
    expect(html).toContain('<h2 id="profile-heading">detail.profile</h2>');
    expect(html).toMatch(/<svg class="profile__chart" role="img" aria-label="detail.profileSummary\(min=100 ft,max=300 ft,length=2 mi\)"/);
    expect(html).toMatch(/<path class="profile__line" d="M64 [\d.]+ L344 [\d.]+ L624 [\d.]+"/);
    expect(html).toContain('<th scope="col">measure.distance (mi)</th><th scope="col">measure.elevation (ft)</th>');
    expect(html.match(/<tr><td>/g)).toHaveLength(3);
    expect(html).not.toContain('style=');
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" data-island-props="save">',
      '<script type="application/json" data-island-props="map">',
      '<script type="application/json" data-island-props="profile">',
      '<script type="application/json" data-island-props="flythrough">',
    ]);
  });

  it('shows each secondary section under its heading', async () => {
    const html = await render(
      <DetailView
        entry={entry}
        nearby={[card('n1', { title: 'Falls Overlook' })]}
        contributions={[{ card: card('c1', { title: 'Trail Club', type: { id: 'organization', label: 'Organization' } }), involved: 'May 1, 2025' }]}
        embeds={[{ id: 'e1', title: 'Ridge video', url: 'https://video.example/1', author: 'Ana', thumbnail: '/media/x.svg' }]}
      />,
    );
    expect(html).toContain('<h2 id="nearby-heading">detail.nearby</h2>');
    expect(html).toContain('Falls Overlook');
    expect(html).toContain('Trail Club');
    expect(html).toContain('May 1, 2025');
    expect(html).toContain('href="https://video.example/1" target="_blank" rel="noopener noreferrer"');
  });

  it('drops secondary sections whose lists come back empty instead of saying no_entries', async () => {
    const html = await render(<DetailView entry={entry} nearby={[]} contributions={[]} embeds={[]} promotions={[]} />);
    expect(html).not.toContain('detail.nearby');
    expect(html).not.toContain('detail.contributions');
    expect(html).not.toContain('detail.embeds');
    expect(html).not.toContain('detail.promotions');
    expect(html).not.toContain('no_entries');
  });

  it('shows promotions as a labelled section with their own link buttons', async () => {
    const promotions = [{ id: 'pr1', title: 'Get the printed guide', description: { __html: '<p>Free for visitors.</p>' }, link: { label: 'Learn more', url: '/order', external: false } }];
    const html = await render(<DetailView entry={entry} promotions={promotions} />);
    expect(html).toContain('<section class="promotions deferred" aria-labelledby="promotions-heading" data-slot="promotions"><h2 id="promotions-heading">detail.promotions</h2>');
    expect(html).toContain('<h3 class="card__title">Get the printed guide</h3>');
    expect(html).toContain('<p>Free for visitors.</p>');
    expect(html).toContain('<a class="button" href="/order">Learn more<span class="visually-hidden">: <!-- -->Get the printed guide</span></a>');
  });

  it('keeps a hidden name for assistive technology only', async () => {
    const html = await render(<DetailView entry={{ ...entry, hideName: true }} />);
    expect(html).toContain('<h1 class="visually-hidden">Ridge Trail</h1>');
  });
});

describe('IndexView', () => {
  const props = {
    title: 'Places',
    path: '/places',
    state: { text: '', categories: [], page: 1 },
    tabs: ['initial', 'grid', 'map'] as ('initial' | 'grid' | 'map')[],
    map: mapModel('/places/features.geojson'),
    orders: [],
    categories: null,
    cards: [card('a', { point: { lng: 1, lat: 2 } }), card('b')],
    pagination: { page: 1, last: 1, window: [1], from: 1, to: 2, total: 2 },
    intro: { __html: '<p>All the places.</p>' },
  };

  it('shows the intro on the initial tab only and the cards on initial and grid; the initial tab splits with the map', async () => {
    const initial = await render(<IndexView {...props} tab="initial" />);
    expect(initial).toContain('All the places.');
    expect(initial).toContain('class="cards"');
    expect(initial).toMatch(/<div class="index-split">.*feature-map--split/);
    const grid = await render(<IndexView {...props} tab="grid" />);
    expect(grid).not.toContain('All the places.');
    expect(grid).toContain('class="cards"');
    expect(grid).not.toContain('data-island="map"');
  });

  it('shows the map with its list instead of the cards on the map tab', async () => {
    const map = await render(<IndexView {...props} tab="map" />);
    expect(map).toContain('data-island="map"');
    expect(map).toContain('class="feature-list"');
    expect(map).not.toContain('class="cards"');
  });

  it('shows the empty message and no pagination without items', async () => {
    const empty = await render(<IndexView {...props} tab="grid" cards={[]} pagination={{ page: 1, last: 1, window: [1], from: 0, to: 0, total: 0 }} />);
    expect(empty).toContain('no_entries');
    expect(empty).not.toContain('class="pagination"');
  });
});

describe("IndexView's filters and tabs", () => {
  const base = { text: '', categories: [], page: 1 };
  const categories = {
    label: 'Category',
    options: [
      { value: 'beach', label: 'Beaches' },
      { value: 'town', label: 'Towns' },
    ],
  };
  const orders = [
    { value: '-date_time.created', label: 'Newest' },
    { value: 'title', label: 'A-Z' },
  ];
  const props = {
    title: 'Places',
    path: '/places',
    state: base,
    tabs: ['initial', 'grid', 'map'] as ('initial' | 'grid' | 'map')[],
    tab: 'grid' as const,
    orders,
    categories: null,
    cards: [card('a')],
    pagination: { page: 1, last: 1, window: [1], from: 1, to: 1, total: 1 },
  };

  it('filters with a GET form to the page: a labelled search box, category boxes and order select', async () => {
    const html = await render(<IndexView {...props} state={{ text: 'sand', categories: ['town'], order: 'title', page: 2, tab: 'grid' }} categories={categories} />);
    expect(html).toMatch(/<form[^>]*action="\/places" method="get"/);
    expect(html).toContain('<input type="hidden" name="tab" value="grid"/>');
    expect(html).toMatch(/<label for="filters-text">search.label<\/label><input id="filters-text" type="search" minLength="3"[^>]*name="text" value="sand"/);
    expect(html).toContain('<input type="checkbox" name="category" checked="" value="town"/>');
    expect(html).toContain('<input type="checkbox" name="category" value="beach"/>');
    expect(html).toMatch(/<option value="title" selected="">A-Z<\/option>/);
    expect(html).toContain('<a class="filters__clear" href="/places?tab=grid">filters.clear</a>');
  });

  it('shows no clear link when nothing is filtered, and selects the default order', async () => {
    const html = await render(<IndexView {...props} defaultOrder="-date_time.created" />);
    expect(html).not.toContain('filters.clear');
    expect(html).not.toContain('fieldset');
    expect(html).toMatch(/<option value="-date_time.created" selected="">/);
  });

  it('links each tab with ?tab= and marks the current one', async () => {
    const html = await render(<IndexView {...props} state={{ ...base, page: 2 }} />);
    expect(html).toContain('<a href="/places?tab=initial">tab.initial</a>');
    expect(html).toContain('<a href="/places?tab=grid" aria-current="page">tab.grid</a>');
    expect(html).toContain('<a href="/places?tab=map">tab.map</a>');
  });

  it('shows no tabs for a single tab', async () => {
    const html = await render(<IndexView {...props} path="/stories" tabs={['grid']} />);
    expect(html).not.toContain('tab.grid');
    expect(html).not.toContain('class="tabs"');
  });
});

describe('HomeView and EmbedView', () => {
  it('renders featured cards and sections with their own cards', async () => {
    const html = await render(<HomeView title="Island Guide" featured={[card('f1')]} sections={[{ id: 's1', title: 'Beaches', cards: [card('b1')] }]} />);
    expect(html).toContain('<h1>Island Guide</h1>');
    expect(html).toMatch(/<h2 class="card__title"><a href="\/entries\/entry-f1\/f1">/);
    expect(html).toContain('<h2 id="section-s1">Beaches</h2>');
    expect(html).toMatch(/<h3 class="card__title"><a href="\/entries\/entry-b1\/b1">/);
  });

  it('embeds only the card, with links out in a new tab', async () => {
    const html = await render(<EmbedView card={card('e1')} />);
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
    expect(html).toContain('detail.readMore');
    expect(html).not.toContain('<nav');
  });
});
