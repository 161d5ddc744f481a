import { beforeAll, describe, expect, it } from 'vitest';
import { type Entry, entryListSchema } from '../../core/content-shapes';
import { adminImport, getJson, signedGet } from '../../test/support/content-service/service';

// Every GET /entries parameter against a small export written for this file (project 'sandbox').

const PROJECT = 'sandbox';
const text = (id: string, data: unknown) => ({ id, type: 'text', data, preferences: { iana_type: 'text/plain' } });
const when = (start: string, end: string) => ({ start, end });
const event = (id: string, title: string, ranges: { start: string; end: string }[]) => ({
  id,
  title,
  types: [{ id: 'event' }],
  created: '2025-03-01',
  elements: [{ id: 'event_date', type: 'datetime', data: ranges }],
});

const file = {
  entries: [
    {
      id: 'beach',
      title: { en: 'Zebra Beach', es: 'Bahía Cebra' },
      types: [{ id: 'place' }],
      groups: ['embed-tests'],
      created: '2025-01-01',
      elements: [
        text('description', { en: 'White sand and turtles', es: 'Arena blanca y tortugas' }),
        { id: 'categories', name: { en: 'Categories', es: 'Categorías' }, type: 'option', data: ['beaches'] },
      ],
    },
    {
      id: 'museum',
      title: 'Apple Museum',
      types: [{ id: 'place' }],
      created: '2025-01-03',
      elements: [text('description', 'Orchard history, 100% local'), { id: 'categories', type: 'option', data: ['museums', 'historic'] }],
    },
    { id: 'fort', title: 'Mango Fort', types: [{ id: 'place' }, { id: 'park' }], created: '2025-01-02', elements: [{ id: 'categories', type: 'option', data: ['historic'] }] },
    { id: 'draft', title: 'Draft Place', phase: 2, types: [{ id: 'place' }], groups: ['embed-tests'], created: '2025-01-04' },
    { id: 'walk', title: 'Hill Walk', types: [{ id: 'trail' }], groups: ['featured', 'embed-tests'], created: '2025-01-05' },
    event('old-fair', 'Old Fair', [when('2020-05-01T10:00:00Z', '2020-05-02T18:00:00Z')]),
    event('concert', 'Concert', [when('2099-06-10T19:00:00Z', '2099-06-10T22:00:00Z')]),
    event('market', 'Market', [when('2020-01-04T08:00:00Z', '2020-01-04T12:00:00Z'), when('2099-01-04T08:00:00Z', '2099-01-04T12:00:00Z'), when('2099-01-11T08:00:00Z', '2099-01-11T12:00:00Z')]),
  ],
};

const ids = (list: { index: Entry[] }) => list.index.map((e) => e.id);
const list = (query: string, headers: Record<string, string> = {}) => getJson<{ index: Entry[]; total: number }>(PROJECT, `/entries?${query}`, headers);

beforeAll(async () => {
  const res = await adminImport(PROJECT, file);
  expect(res.status, await res.clone().text()).toBe(200);
});

describe('GET /{project}/v1/entries', () => {
  it('answers { index, total } validating against the shared schema, newest first by default, published only', async () => {
    const all = await list('type=place');
    expect(entryListSchema.parse(all).total).toBe(3);
    expect(ids(all)).toEqual(['museum', 'fort', 'beach']);
  });

  it('filters by id (comma list), type (comma list) and phase', async () => {
    expect(ids(await list('id=fort,beach&order=title'))).toEqual(['fort', 'beach']);
    expect(ids(await list('type=park,trail&order=title'))).toEqual(['walk', 'fort']);
    expect(ids(await list('type=place&phase=2'))).toEqual(['draft']);
    expect(ids(await list('type=place&phase=1,2,3,4&order=date_time.created'))).toEqual(['beach', 'fort', 'museum', 'draft']);
  });

  it('filters by entity group (comma list: any of), combined with type and phase', async () => {
    const grouped = await list('group=embed-tests');
    expect([ids(grouped), grouped.total]).toEqual([['walk', 'beach'], 2]);
    expect(grouped.index[1]!.groups).toEqual(['embed-tests']);
    expect(ids(await list('group=featured,nowhere'))).toEqual(['walk']);
    expect(ids(await list('group=embed-tests&type=place'))).toEqual(['beach']);
    expect(ids(await list('group=embed-tests&phase=2'))).toEqual(['draft']);
    expect((await list('group=nowhere')).total).toBe(0);
  });

  it('orders by created either way and by title either way', async () => {
    expect(ids(await list('type=place&order=date_time.created'))).toEqual(['beach', 'fort', 'museum']);
    expect(ids(await list('type=place&order=-date_time.created'))).toEqual(['museum', 'fort', 'beach']);
    expect(ids(await list('type=place&order=title'))).toEqual(['museum', 'fort', 'beach']);
    expect(ids(await list('type=place&order=-title'))).toEqual(['beach', 'fort', 'museum']);
  });

  it('orders titles in the requested locale', async () => {
    // 'Zebra Beach' is last in English; in Spanish 'Bahía Cebra' comes before 'Mango Fort'.
    expect(ids(await list('type=place&order=title&locale=es'))).toEqual(['museum', 'beach', 'fort']);
    expect(ids(await list('type=place&order=-title&locale=es'))).toEqual(['fort', 'beach', 'museum']);
  });

  it('searches title and text elements, in every locale, treating % and _ literally', async () => {
    expect(ids(await list('text=turtles'))).toEqual(['beach']);
    expect(ids(await list('text=TORTUGAS'))).toEqual(['beach']);
    expect(ids(await list('text=mango'))).toEqual(['fort']);
    expect(ids(await list('text=100%25'))).toEqual(['museum']);
    expect(ids(await list('text=0%25 l'))).toEqual(['museum']);
    expect((await list('text=%25')).index.map((e) => e.id)).toEqual(['museum']);
  });

  it('pages with page and limit; total counts every match', async () => {
    const first = await list('type=place&order=title&limit=2');
    const second = await list('type=place&order=title&limit=2&page=2');
    expect([ids(first), ids(second), first.total, second.total]).toEqual([['museum', 'fort'], ['beach'], 3, 3]);
    expect(ids(await list('type=place&limit=2&page=9'))).toEqual([]);
  });

  it('cuts back-half pages from the far end with the same order: the pages, one after another, are the whole list', async () => {
    for (const query of [
      '',
      'type=place,park,trail',
      'type=place&order=title',
      'order=-title&locale=es',
      'phase=1,2,3,4&order=date_time.created',
      'type=event&order=-date_time.updated',
      'type=place&order=title&locale=fr',
      'type=nothing',
    ]) {
      const whole = await list(`${query}&limit=500`);
      for (const limit of [1, 2, 3]) {
        const pages = Math.ceil(whole.total / limit) + 1;
        const paged: string[] = [];
        for (let page = 1; page <= pages; page++) {
          const one = await list(`${query}&limit=${limit}&page=${page}`);
          expect(one.total, query).toBe(whole.total);
          paged.push(...ids(one));
        }
        expect(paged, `${query} by ${limit}`).toEqual(ids(whole));
      }
      expect(whole.total, query).toBe(whole.index.length);
    }
  });

  it('keeps unfiltered totals in step with writes: upserts that change types or phase, and a replace', async () => {
    const other = 'islands';
    const total = async (query: string) => (await getJson<{ total: number }>(other, `/entries?${query}`)).total;
    const entry = (id: string, types: string[], phase?: number) => ({ id, title: id, types: types.map((t) => ({ id: t })), ...(phase ? { phase } : {}) });
    expect((await adminImport(other, { entries: [entry('a', ['place']), entry('b', ['place', 'food']), entry('c', ['trail'])] })).status).toBe(200);
    expect([await total(''), await total('type=place'), await total('type=food,trail'), await total('type=place,food')]).toEqual([3, 2, 2, 2]);
    expect((await adminImport(other, { entries: [entry('b', ['food'], 2), entry('c', ['place', 'trail'])] }, false)).status).toBe(200);
    expect([await total(''), await total('type=place'), await total('type=food'), await total('type=food&phase=2'), await total('phase=2,4')]).toEqual([2, 2, 0, 1, 3]);
    expect((await adminImport(other, { entries: [entry('d', ['food'])] })).status).toBe(200);
    expect([await total(''), await total('type=place'), await total('type=food,place'), ids(await getJson(other, '/entries?type=food,place'))]).toEqual([1, 0, 1, ['d']]);
  });

  it('filters by option elements: any of the listed options, filters combined with AND', async () => {
    expect(ids(await list('filter[categories]=historic&order=title'))).toEqual(['museum', 'fort']);
    expect(ids(await list('filter[categories]=beaches,museums&order=title'))).toEqual(['museum', 'beach']);
    expect(ids(await list('filter[categories]=historic&filter[missing]=x'))).toEqual([]);
  });

  it('after[element] keeps entries with a range ending later, and ordering by it yields repeating occurrences', async () => {
    const upcoming = await list('type=event&after[event_date]=2030-01-01&order=event_date');
    expect(ids(upcoming)).toEqual([`market::2099-01-04T08:00:00.000Z`, `market::2099-01-11T08:00:00.000Z`, 'concert']);
    expect(upcoming.total).toBe(3);
    expect(upcoming.index[0]!.key).toEqual({ element: { event_date: '2099-01-04T08:00:00.000Z' } });
    expect(upcoming.index[2]!.key).toEqual({ element: { event_date: '2099-06-10T19:00:00.000Z' } });
    const past = await list('type=event&order=-event_date&limit=1');
    expect(ids(past)).toEqual(['concert']);
  });

  it('answers a requested repeating occurrence id with its key', async () => {
    const one = await list('id=market::2099-01-11T08:00:00.000Z');
    expect(ids(one)).toEqual(['market::2099-01-11T08:00:00.000Z']);
    expect(one.index[0]!.key).toEqual({ element: { event_date: '2099-01-11T08:00:00.000Z' } });
  });

  it('picks the locale from the param, then Accept-Language, falling back to English', async () => {
    const pick = async (query: string, headers: Record<string, string> = {}) => {
      const entry = (await list(`id=beach${query}`, headers)).index[0]!;
      return [entry.title, entry.elements.find((e) => e.id === 'description')!.data];
    };
    expect(await pick('')).toEqual(['Zebra Beach', 'White sand and turtles']);
    expect(await pick('&locale=es')).toEqual(['Bahía Cebra', 'Arena blanca y tortugas']);
    expect(await pick('', { 'Accept-Language': 'es-MX,en;q=0.5' })).toEqual(['Bahía Cebra', 'Arena blanca y tortugas']);
    expect(await pick('&locale=fr')).toEqual(['Zebra Beach', 'White sand and turtles']);
    const names = async (query: string) => (await list(`id=beach${query}`)).index[0]!.elements.map((e) => e.name);
    expect([await names(''), await names('&locale=es')]).toEqual([
      [undefined, 'Categories'],
      [undefined, 'Categorías'],
    ]);
    expect(await pick('&locale=en', { 'Accept-Language': 'es' })).toEqual(['Zebra Beach', 'White sand and turtles']);
  });

  it('refuses invalid parameters with a 400 naming the parameter', async () => {
    for (const [query, param] of [
      ['phase=7', 'phase'],
      ['limit=0', 'limit'],
      ['page=-1', 'page'],
      ['order=title;drop', 'order'],
      ['after[event_date]=soon', 'after[event_date]'],
    ] as const) {
      const res = await signedGet(PROJECT, `/entries?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json<{ error: { id: string; data: { param: string } } }>();
      expect(body.error.id).toBe('invalid_parameter');
      expect(body.error.data.param).toBe(param);
    }
  });
});
