import { describe, expect, it } from 'vitest';
import { parseIndexQuery, indexContentQuery } from './index-query';

const rules = { tabs: ['initial', 'grid', 'map'] as const, orders: ['-date_time.created', 'title'] };
const parse = (query: string) => parseIndexQuery(new URLSearchParams(query), { tabs: [...rules.tabs], orders: rules.orders });

describe('parseIndexQuery', () => {
  it('reads text, categories, order, tab and page', () => {
    expect(parse('text=%20beach%20&category=a&category=b,c&order=title&tab=map&page=3')).toEqual({
      state: { text: 'beach', categories: ['a', 'b', 'c'], order: 'title', tab: 'map', page: 3 },
      pageParam: { kind: 'valid', page: 3 },
    });
  });

  it('ignores a search under 3 characters once trimmed (docs/product/routes.md#search)', () => {
    expect(parse('text=%20ab%20').state.text).toBe('');
    expect(parse('text=abc').state.text).toBe('abc');
  });

  it('drops orders and tabs the route does not offer, and malformed or repeated categories', () => {
    const { state } = parse('order=-title&tab=list&category=ok&category=ok&category=%3Cscript%3E');
    expect(state).toEqual({ text: '', categories: ['ok'], page: 1 });
  });

  it('keeps at most 20 categories (the query parser array limit)', () => {
    const query = Array.from({ length: 30 }, (_, i) => `category=c${i}`).join('&');
    expect(parse(query).state.categories).toHaveLength(20);
  });

  it('tells a missing page from an invalid one', () => {
    expect(parse('').pageParam).toEqual({ kind: 'none' });
    for (const page of ['0', '-1', 'two', '1.5', '9999999']) expect(parse(`page=${page}`).pageParam).toEqual({ kind: 'invalid' });
  });
});

const base = { text: '', categories: [], page: 1 };

describe('indexContentQuery', () => {
  it('asks for the route types, page and limit, with the route default order', () => {
    expect(indexContentQuery({ sitemap: true, types: ['place'], defaultOrder: '-date_time.created' }, { ...base, page: 2 }, 30, '2026-06-01')).toEqual({
      type: ['place'],
      order: '-date_time.created',
      page: 2,
      limit: 30,
    });
  });

  it('carries the search text, the chosen order and category filters on the route categories element', () => {
    const query = indexContentQuery(
      { sitemap: true, types: ['place'], categoriesElement: 'categories', defaultOrder: 'title' },
      { text: 'beach', categories: ['a', 'b'], order: '-title', page: 1 },
      45,
      '2026-06-01',
    );
    expect(query).toEqual({ type: ['place'], text: 'beach', order: '-title', filters: { categories: ['a', 'b'] }, page: 1, limit: 45 });
  });

  it('limits events to those later than today on the event element', () => {
    const query = indexContentQuery({ sitemap: true, types: ['event'], upcomingOnly: true, eventElement: 'event_date', defaultOrder: 'event_date' }, base, 30, '2026-06-01');
    expect(query.after).toEqual({ event_date: '2026-06-01' });
    expect(query.order).toBe('event_date');
  });

  it("passes the route's group parameter to the content query", () => {
    expect(indexContentQuery({ sitemap: true, group: 'embed-tests' }, base, 30, '2026-06-01')).toEqual({ group: 'embed-tests', page: 1, limit: 30 });
    expect(indexContentQuery({ sitemap: true }, base, 30, '2026-06-01').group).toBeUndefined();
  });

  it('ignores categories when the route has no categories element', () => {
    expect(indexContentQuery({ sitemap: true }, { ...base, categories: ['a'] }, 30, '2026-06-01').filters).toBeUndefined();
  });
});
