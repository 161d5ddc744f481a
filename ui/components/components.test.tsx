import { describe, expect, it } from 'vitest';
import { CardList, EntryCard } from './EntryCard';
import { ContactInfo } from './ContactInfo';
import { EntryImage } from './EntryImage';
import { indexHref } from './index-href';
import { LinkButton } from './LinkButton';
import { MapSlot } from './MapSlot';
import { Pagination } from './Pagination';
import { card, mapModel, render } from '../../test/support/component-fixtures';

const base = { text: '', categories: [], page: 1 };

describe('indexHref', () => {
  it('leaves defaults out and keeps one canonical URL per state', () => {
    expect(indexHref('/places', base)).toBe('/places');
    expect(indexHref('/places', { ...base, page: 3, tab: 'grid' })).toBe('/places?tab=grid&page=3');
    expect(indexHref('/places', { text: 'beach bar', categories: ['a', 'b'], order: 'title', page: 2 })).toBe('/places?text=beach+bar&category=a&category=b&order=title&page=2');
  });

  it('goes back to page 1 when the filters, text or order change, not when the tab does', () => {
    const state = { ...base, page: 4 };
    expect(indexHref('/places', state, { order: '-title' })).toBe('/places?order=-title');
    expect(indexHref('/places', state, { categories: ['x'] })).toBe('/places?category=x');
    expect(indexHref('/places', state, { tab: 'map' })).toBe('/places?tab=map&page=4');
  });
});

describe('EntryCard and CardList', () => {
  it('shows image, type badge, linked title and excerpt', async () => {
    const html = await render(<EntryCard card={card('p1', { image: { url: '/images/placeholder.svg', alt: '', placeholder: true } })} />);
    expect(html).toContain('src="/images/placeholder.svg"');
    expect(html).toContain('alt=""');
    expect(html).toContain('<span class="tag">Place</span>');
    expect(html).toMatch(/<h3 class="card__title"><a href="\/entries\/entry-p1\/p1">Entry p1<\/a><\/h3>/);
    expect(html).toContain('About p1.');
  });

  it('leads a trail card with its facts and always says whether it is open; other cards only when closed', async () => {
    const facts = [
      { id: 'length' as const, label: 'Length', value: '5.4 mi' },
      { id: 'difficulty' as const, label: 'Difficulty', value: 'Moderate' },
    ];
    const trail = await render(<EntryCard card={card('t1', { facts, status: { id: 'open', label: 'Open' } })} />);
    expect(trail).toContain('<dl class="card__facts"><div class="card__fact card__fact--length"><dt>Length</dt><dd>5.4 mi</dd></div>');
    expect(trail).toContain('<span class="card__status card__status--open">Open</span>');
    const place = await render(<EntryCard card={card('p1', { status: { id: 'open', label: 'Open' } })} />);
    expect(place).not.toContain('card__status');
    const closed = await render(<EntryCard card={card('p2', { status: { id: 'closedTemporarily', label: 'Temporarily closed' } })} />);
    expect(closed).toContain('card__status--closedTemporarily');
  });

  it("leads other cards with their area and price, and still keeps an open place's status to itself", async () => {
    const facts = [
      { id: 'area' as const, label: 'Area', value: 'Dewey' },
      { id: 'price' as const, label: 'Price', value: '$$' },
    ];
    const place = await render(<EntryCard card={card('f1', { facts, status: { id: 'open', label: 'Open' } })} />);
    expect(place).toContain('<div class="card__fact card__fact--area"><dt>Area</dt><dd>Dewey</dd></div><div class="card__fact card__fact--price"><dt>Price</dt><dd>$$</dd></div>');
    expect(place).not.toContain('card__status');
  });

  it('opens the full page in a new tab only when asked (embeds)', async () => {
    expect(await render(<EntryCard card={card('p1')} />)).not.toContain('target=');
    expect(await render(<EntryCard card={card('p1')} newTab />)).toContain('target="_blank"');
  });

  it('says no_entries for an empty list, and nothing when told not to', async () => {
    expect(await render(<CardList cards={[]} />)).toContain('no_entries');
    expect(await render(<CardList cards={[]} announceEmpty={false} />)).toBe('');
    const html = await render(<CardList cards={[card('a'), card('b')]} />);
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});

describe('Pagination', () => {
  const hrefFor = (page: number) => `/places?page=${page}`;

  it('links first, previous, the window and next, last, marking the current page', async () => {
    const html = await render(<Pagination model={{ page: 3, last: 7, window: [2, 3, 4], from: 61, to: 90, total: 200 }} hrefFor={hrefFor} />);
    expect(html).toContain('pagination.range(from=61,to=90,total=200)');
    expect(html).toContain('<a class="pagination__step" href="/places?page=1">pagination.first</a>');
    expect(html).toContain('<a class="pagination__step" href="/places?page=2">pagination.previous</a>');
    expect(html).toContain('<a class="pagination__step" href="/places?page=4">pagination.next</a>');
    expect(html).toContain('<a class="pagination__step" href="/places?page=7">pagination.last</a>');
    expect(html).toContain('<a class="pagination__page" href="/places?page=3" aria-current="page"><span class="visually-hidden">pagination.page(page=3)</span><span aria-hidden="true">3</span></a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html.match(/class="pagination__page"/g)).toHaveLength(3);
  });

  it('makes no link for steps that would stay on the page or leave 1..last', async () => {
    const first = await render(<Pagination model={{ page: 1, last: 2, window: [1, 2], from: 1, to: 30, total: 40 }} hrefFor={hrefFor} />);
    expect(first).toContain('<span class="pagination__step is-disabled">pagination.first</span>');
    expect(first).toContain('<span class="pagination__step is-disabled">pagination.previous</span>');
    expect(first).toContain('<a class="pagination__step" href="/places?page=2">pagination.next</a>');
    const single = await render(<Pagination model={{ page: 1, last: 1, window: [1], from: 1, to: 5, total: 5 }} hrefFor={hrefFor} />);
    expect(single).not.toContain('pagination__list');
    expect(single).toContain('pagination.range(from=1,to=5,total=5)');
  });
});

describe('MapSlot', () => {
  it('puts the map island over the site view, with every entry of the page listed and the downloads', async () => {
    const html = await render(
      <MapSlot
        headingId="results-heading"
        places={[card('a', { point: { lng: -64.75, lat: 17.75 } }), card('b')]}
        map={mapModel('/places/features.geojson')}
        downloads={{ geojson: '/places/features.geojson', gpx: '/places/features.gpx' }}
      />,
    );
    // The Map tab is what the visitor chose: its map starts at once, and its picture is fetched first.
    expect(html).toContain('data-island="map" data-island-load="load"');
    expect(html).toContain('"features":"/places/features.geojson"');
    expect(html).toContain('"view":"site"');
    expect(html).toContain(
      '<div class="feature-map__box" id="index-map-box"><picture><source media="(max-width: 40em)" srcSet="/places/map.svg?layout=index&amp;frame=narrow" width="400" height="400"/><img class="feature-map__picture" src="/places/map.svg?layout=index" width="1120" height="560" alt="Map of the page" fetchPriority="high"/></picture></div>',
    );
    // Each frame preloaded for the screens that show it: a phone's, and every other.
    expect(html).toContain('<link rel="preload" href="/places/map.svg?layout=index&amp;frame=narrow" as="image" fetchPriority="high" media="(max-width: 40em)"/>');
    expect(html).toContain('<link rel="preload" href="/places/map.svg?layout=index" as="image" fetchPriority="high" media="not all and (max-width: 40em)"/>');
    expect(html).toContain('<a href="/entries/entry-a/a">Entry a</a>');
    expect(html).toContain('17.75000, -64.75000');
    // Entries without a point (trails) are on the map too.
    expect(html).toContain('<a href="/entries/entry-b/b">Entry b</a>');
    // Alt-click leaves the points out through the page-wide script, before the map has started too.
    expect(html).toContain('<a href="/places/features.gpx" download="" data-lines-only="">map.downloadGpx</a>');
    // No feature data travels in the page: the island reads the features.geojson.
    expect(html).not.toContain('"coordinates":[');
  });

  it('leaves the list to the cards in the split view', async () => {
    const html = await render(<MapSlot headingId="map-heading" places={[card('a')]} map={mapModel('/places/features.geojson')} layout="split" />);
    expect(html).toContain('feature-map--split');
    expect(html).not.toContain('class="feature-list"');
    // Beside the cards the map is one section of the page: it waits for the visitor.
    expect(html).toContain('data-island="map" data-island-load="engage"');
  });
});

describe('EntryImage', () => {
  it('reserves its box (no layout shift); the figure loads first, card images lazily', async () => {
    const image = { url: '/media/x.svg', alt: 'X', placeholder: false };
    const figure = await render(<EntryImage image={image} variant="figure" />);
    expect(figure).toMatch(/<img class="entry__image" src="\/media\/x.svg" alt="X" width="1280" height="800" decoding="async" fetchPriority="high"\/>/i);
    const thumb = await render(<EntryImage image={image} variant="card" />);
    expect(thumb).toContain('width="640" height="400" loading="lazy"');
    expect(thumb).not.toMatch(/fetchpriority/i);
    expect(thumb).not.toContain('srcSet');
  });

  it('offers the image CDN widths with the slot sizes when the image has them', async () => {
    const image = { url: 'https://cdn.elebase.io/a.jpg?q=75', srcset: 'https://cdn.elebase.io/a.jpg?q=75&w=320 320w, https://cdn.elebase.io/a.jpg?q=75&w=640 640w', alt: '', placeholder: false };
    const thumb = await render(<EntryImage image={image} variant="card" />);
    expect(thumb).toMatch(/srcSet="https:\/\/cdn.elebase.io\/a.jpg\?q=75&amp;w=320 320w, [^"]+640w"/i);
    expect(thumb).toContain('sizes="(min-width: 60em) 24rem, (min-width: 40em) 50vw, 100vw"');
  });
});

describe('LinkButton and ContactInfo', () => {
  it('drops a missing link and marks external ones as opening a new tab', async () => {
    expect(await render(<LinkButton link={undefined} />)).toBe('');
    const html = await render(<LinkButton link={{ label: 'Book', url: 'https://example.org/book', external: true }} />);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('layout.opensInNewTab');
  });

  it('names what a generic label is about for screen readers and crawlers, once', async () => {
    const generic = await render(<LinkButton link={{ label: 'Learn more', url: '/order', external: false }} about="Order a printed guide" />);
    expect(generic).toBe('<a class="button" href="/order">Learn more<span class="visually-hidden">: <!-- -->Order a printed guide</span></a>');
    const specific = await render(<LinkButton link={{ label: 'Order a printed guide now', url: '/order', external: false }} about="order a printed guide" />);
    expect(specific).toBe('<a class="button" href="/order">Order a printed guide now</a>');
  });

  it('renders address lines, phone links, email and website; nothing when empty', async () => {
    expect(await render(<ContactInfo contact={{ addresses: [], phones: [] }} />)).toBe('');
    const html = await render(
      <ContactInfo
        contact={{
          name: 'Ana Ruiz',
          addresses: [{ lines: ['1 Harbour St', 'Town, VI 00802'] }],
          phones: [{ text: '(340) 555-0100', href: 'tel:+13405550100' }],
          email: 'a@example.org',
          website: 'https://example.org',
        }}
      />,
    );
    expect(html).toContain('<address>');
    expect(html).toContain('<span>1 Harbour St</span><span><br/>Town, VI 00802</span>');
    expect(html).toContain('<a href="tel:+13405550100">(340) 555-0100</a>');
    expect(html).toContain('href="mailto:a@example.org"');
    expect(html).toContain('href="https://example.org"');
  });
});
