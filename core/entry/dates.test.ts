import { describe, expect, it } from 'vitest';
import { currentRange, dateRanges, entryDate, entryFurtherDates, onePerEntry, repeatingEventId } from './dates';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';

const now = new Date('2026-06-10T12:00:00Z');

function eventEntry(data: unknown, extra: Parameters<typeof makeEntry>[0] = {}) {
  return makeEntry({ types: ['event'], elements: [{ id: 'event_date', type: 'datetime', data }], ...extra });
}

describe('entryDate', () => {
  it('shows the first range whose end is not in the past', () => {
    const entry = eventEntry([
      { start: '2026-05-01T18:00:00Z', end: '2026-05-01T20:00:00Z' },
      { start: '2026-06-10T10:00:00Z', end: '2026-06-10T14:00:00Z' },
      { start: '2026-07-01T18:00:00Z', end: '2026-07-01T20:00:00Z' },
    ]);
    expect(entryDate(entry, ids, now)?.start).toBe('2026-06-10T10:00:00Z');
  });

  it('accepts a single range object', () => {
    expect(entryDate(eventEntry({ start: '2026-07-01T18:00:00Z', end: '2026-07-01T20:00:00Z' }), ids, now)?.end).toBe('2026-07-01T20:00:00Z');
  });

  it('is undefined when every range has ended', () => {
    expect(entryDate(eventEntry([{ start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z' }]), ids, now)).toBeUndefined();
  });

  it('uses the date supplied by the entry key, even if it is past', () => {
    const entry = eventEntry([{ start: '2026-07-01T18:00:00Z' }], { key: { element: { event_date: '2026-03-04T18:00:00Z' } } });
    expect(entryDate(entry, ids, now)).toEqual({ start: '2026-03-04T18:00:00Z', allDay: false });
  });

  it("takes a keyed occurrence's end from the range that starts then, so every view shows the same range", () => {
    const entry = eventEntry([{ start: '2026-07-01T18:00:00Z', end: '2026-07-01T21:00:00Z' }], { key: { element: { event_date: '2026-07-01T18:00:00.000Z' } } });
    expect(entryDate(entry, ids, now)).toEqual({ start: '2026-07-01T18:00:00Z', end: '2026-07-01T21:00:00Z', allDay: false });
  });

  it('skips invalid ranges instead of throwing', () => {
    expect(entryDate(eventEntry([{ start: 'soon' }, { start: '2026-08-01' }]), ids, now)?.start).toBe('2026-08-01');
  });
});

describe('entryFurtherDates', () => {
  const weekly = Array.from({ length: 10 }, (_, w) => ({ start: new Date(Date.parse('2026-06-06T17:00:00Z') + (w - 1) * 7 * 86_400_000).toISOString() }));

  it('lists the occurrences after the shown one that have not ended, at most six', () => {
    const further = entryFurtherDates(eventEntry(weekly), ids, now).map((range) => range.start);
    // 30 May and 6 June are past; 13 June is the date shown.
    expect(further).toEqual(weekly.slice(3, 9).map((range) => range.start));
  });

  it('starts after a keyed occurrence, and is empty for a one-off event', () => {
    const keyed = eventEntry(weekly, { key: { element: { event_date: weekly[6]!.start } } });
    expect(entryFurtherDates(keyed, ids, now).map((range) => range.start)).toEqual([weekly[7]!.start, weekly[8]!.start, weekly[9]!.start]);
    expect(entryFurtherDates(eventEntry([{ start: '2026-07-01T18:00:00Z' }]), ids, now)).toEqual([]);
  });
});

describe('date-only ranges', () => {
  it('last until the end of their day', () => {
    const element = makeEntry({ elements: [{ id: 'd', type: 'datetime', preferences: { data_type: 'date' }, data: [{ start: '2026-06-10', end: '2026-06-10' }] }] }).elements[0]!;
    const ranges = dateRanges(element);
    expect(ranges[0]?.allDay).toBe(true);
    expect(currentRange(ranges, new Date('2026-06-10T23:00:00Z'))).toBeDefined();
    expect(currentRange(ranges, new Date('2026-06-11T00:00:01Z'))).toBeUndefined();
  });
});

describe('repeating event ids', () => {
  it('compose id::date', () => {
    expect(repeatingEventId('abc', '2026-06-10')).toBe('abc::2026-06-10');
  });
});

describe('onePerEntry', () => {
  it('keeps each repeating event once, at its first listed occurrence, and other entries as they are', () => {
    const list = [{ id: 'market::2026-06-06' }, { id: 'fair' }, { id: 'market::2026-06-13' }, { id: 'drums::2026-06-08' }, { id: 'market::2026-06-20' }];
    expect(onePerEntry(list).map((e) => e.id)).toEqual(['market::2026-06-06', 'fair', 'drums::2026-06-08']);
  });
});
