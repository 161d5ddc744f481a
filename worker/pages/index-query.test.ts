import { describe, expect, it } from 'vitest';
import { parseIndexQuery } from './index-query';

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
