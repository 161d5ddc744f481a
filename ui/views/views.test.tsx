import { describe, expect, it } from 'vitest';
import { card, render } from '../components/test-fixtures';
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
  mappable: true,
  point: { lng: -77.7, lat: 42.6 },
  switches: { flythrough: true, measurements: true, profile: false },
  trail: { difficulty: 'moderate', routeType: 'loop' },
  link: { label: 'Trail map', url: 'https://example.org/map.pdf', external: true },
  description: { __html: '<p>Climb the ridge.</p>' },
};

describe('DetailView', () => {
  it('renders the entry, its facts and marked slots for the map, measurements and fly-through', async () => {
    const html = await render(<DetailView entry={entry} measurements={{ length: '4.2 mi' }} />);
    expect(html).toContain('<h1>Ridge Trail</h1>');
    expect(html).toContain('<p>Climb the ridge.</p>');
    expect(html).toContain('<dt>Surface</dt><dd>Gravel</dd>');
    expect(html).toContain('difficulty.moderate');
    expect(html).toContain('routeType.loop');
    expect(html).toContain('data-map="entry"');
    expect(html).toContain('data-slot="measurements"');
    expect(html).toContain('<dt>measure.length</dt><dd>4.2 mi</dd>');
    expect(html).toContain('data-slot="flythrough"');
    expect(html).not.toContain('data-slot="profile"');
    expect(html).not.toContain('detail.nearby');
  });

  it('streams secondary sections in once their data resolves', async () => {
    const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
    const html = await render(
      <DetailView
        entry={entry}
        nearby={later([card('n1', { title: 'Falls Overlook' })])}
        contributions={later([{ card: card('c1', { title: 'Trail Club', type: { id: 'organization', label: 'Organization' } }), involved: 'May 1, 2025' }])}
        embeds={later([{ id: 'e1', title: 'Ridge video', url: 'https://video.example/1', author: 'Ana', thumbnail: '/media/x.svg' }])}
      />,
    );
    expect(html).toContain('<h2 id="nearby-heading">detail.nearby</h2>');
    expect(html).toContain('Falls Overlook');
    expect(html).toContain('Trail Club');
    expect(html).toContain('May 1, 2025');
    expect(html).toContain('href="https://video.example/1" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('layout.loading');
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
    orders: [],
    categories: null,
    cards: [card('a', { point: { lng: 1, lat: 2 } }), card('b')],
    pagination: { page: 1, last: 1, window: [1], from: 1, to: 2, total: 2 },
    intro: { __html: '<p>All the places.</p>' },
  };

  it('shows the intro on the initial tab only and the cards on initial and grid', async () => {
    const initial = await render(<IndexView {...props} tab="initial" />);
    expect(initial).toContain('All the places.');
    expect(initial).toContain('class="cards"');
    const grid = await render(<IndexView {...props} tab="grid" />);
    expect(grid).not.toContain('All the places.');
    expect(grid).toContain('class="cards"');
  });

  it('shows the map slot instead of the cards on the map tab', async () => {
    const map = await render(<IndexView {...props} tab="map" />);
    expect(map).toContain('data-map="index"');
    expect(map).not.toContain('class="cards"');
  });

  it('shows the empty message and no pagination without items', async () => {
    const empty = await render(<IndexView {...props} tab="grid" cards={[]} pagination={{ page: 1, last: 1, window: [1], from: 0, to: 0, total: 0 }} />);
    expect(empty).toContain('no_entries');
    expect(empty).not.toContain('class="pagination"');
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
