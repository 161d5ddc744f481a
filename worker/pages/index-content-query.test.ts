import { describe, expect, it } from 'vitest';
import { indexContentQuery } from './index-content-query';

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
    const query = indexContentQuery({ sitemap: true, types: ['place'], categoriesElement: 'categories', defaultOrder: 'title' }, { text: 'beach', categories: ['a', 'b'], order: '-title', page: 1 }, 45, '2026-06-01');
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
