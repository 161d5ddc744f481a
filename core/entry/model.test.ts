import { describe, expect, it } from 'vitest';
import { entryAttributes } from './attributes';
import { entryKind } from './ids';
import { entryLink } from './text';
import { entryModel } from './model';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';
import { trailFacts } from './facts';

const now = new Date('2026-06-10T12:00:00Z');
const context = { ids, locale: 'en', timeZone: 'America/Denver', now, placeholder: '/p.svg' };

describe('entryKind', () => {
  it('takes the first kind in the fixed order, not the order of the entry types', () => {
    expect(entryKind(makeEntry({ types: ['trail', 'activity'] }), ids.types)).toBe('activity');
    expect(entryKind(makeEntry({ types: ['story'] }), ids.types)).toBe('story');
  });

  it("falls back to 'entry' for unknown types and unconfigured ids", () => {
    expect(entryKind(makeEntry({ types: ['marina'] }), ids.types)).toBe('entry');
    expect(entryKind(makeEntry({ types: ['place'] }), { ...ids.types, place: '' })).toBe('entry');
  });

  it('gives area no kind of its own: an area is of its other kinds, else entry', () => {
    expect(entryKind(makeEntry({ types: ['area'] }), ids.types)).toBe('entry');
    expect(entryKind(makeEntry({ types: ['area', 'trail'] }), ids.types)).toBe('trail');
  });
});

describe('entryLink', () => {
  it('needs both a label and a safe url', () => {
    const both = makeEntry({
      elements: [
        { id: 'link_label', type: 'text', data: 'Book now' },
        { id: 'link_url', type: 'text', data: 'https://book.example/x' },
      ],
    });
    expect(entryLink(both, ids, 'en')).toEqual({ label: 'Book now', url: 'https://book.example/x', external: true });
    const noLabel = makeEntry({ elements: [{ id: 'link_url', type: 'text', data: 'https://book.example/x' }] });
    expect(entryLink(noLabel, ids, 'en')).toBeUndefined();
    const hostile = makeEntry({
      elements: [
        { id: 'link_label', type: 'text', data: 'Go' },
        { id: 'link_url', type: 'text', data: 'javascript:alert(1)' },
      ],
    });
    expect(entryLink(hostile, ids, 'en')).toBeUndefined();
  });
});

describe('trailFacts', () => {
  it('maps option ids to difficulty and route type', () => {
    const entry = makeEntry({
      types: ['trail'],
      elements: [
        { id: 'difficulty', type: 'option', data: ['moderate'] },
        { id: 'route_type', type: 'option', data: [{ id: 'outAndBack' }] },
      ],
    });
    expect(trailFacts(entry, ids)).toEqual({ difficulty: 'moderate', routeType: 'outAndBack' });
  });

  it('ignores unknown option ids', () => {
    expect(trailFacts(makeEntry({ elements: [{ id: 'difficulty', type: 'option', data: ['extreme'] }] }), ids)).toEqual({});
  });
});

describe('entry model switches', () => {
  const switches = (entry: Parameters<typeof entryModel>[0]) => entryModel(entry, context).switches;

  it('defaults: embeds off, nearby on, feature sections off', () => {
    expect(switches(makeEntry({ types: ['place'] }))).toEqual({ embeds: false, nearby: true, flythrough: false, measurements: false, profile: false });
  });

  it('reads boolean elements and the features option element', () => {
    const entry = makeEntry({
      types: ['trail'],
      elements: [
        { id: 'embeds', type: 'boolean', data: true },
        { id: 'nearby', type: 'boolean', data: false },
        { id: 'features', type: 'option', data: ['flythrough', 'profile'] },
      ],
    });
    expect(switches(entry)).toEqual({ embeds: true, nearby: false, flythrough: true, measurements: false, profile: true });
  });

  it('never shows nearby places on curated-map and project-map entries', () => {
    const elements = [{ id: 'nearby', type: 'boolean' as const, data: true }];
    expect(switches(makeEntry({ types: ['curatedMap'], elements })).nearby).toBe(false);
    expect(switches(makeEntry({ types: ['projectMap'], elements })).nearby).toBe(false);
    expect(switches(makeEntry({ types: ['place'], elements })).nearby).toBe(true);
  });
});

describe('entryAttributes', () => {
  it('groups lines into detail and popup, rendering each element type safely', () => {
    const entry = makeEntry({
      elements: [
        { id: 'hours', name: 'Hours', type: 'text', groups: ['detail-attribute', 'popup-attribute'], data: 'Mon-Fri\n9-5' },
        { id: 'pricing', name: 'Pricing', type: 'text', groups: ['detail-attribute'], preferences: { iana_type: 'text/markdown' }, data: '**$5** <script>x()</script>' },
        {
          id: 'surface',
          name: 'Surface',
          type: 'option',
          groups: ['detail-attribute'],
          options: [
            { id: 'gravel', text: { en: 'Gravel', es: 'Grava' } },
            { id: 'paved', name: 'Paved' },
          ],
          data: ['gravel', 'paved'],
        },
        { id: 'length', name: 'Length', type: 'number', groups: ['popup-attribute'], data: 12.345 },
        { id: 'contact', name: 'Contact', type: 'contact', groups: ['detail-attribute'], data: [{ id: 'c1' }] },
      ],
    });
    const lines = entryAttributes(entry, ids, { locale: 'es', timeZone: 'UTC', now });
    expect(lines.detail).toEqual([
      { id: 'hours', label: 'Hours', html: 'Mon-Fri<br />\n9-5' },
      { id: 'pricing', label: 'Pricing', html: '<p><strong>$5</strong> </p>' },
      { id: 'surface', label: 'Surface', html: 'Grava, Paved' },
    ]);
    expect(lines.popup.map((line) => [line.id, line.html])).toEqual([
      ['hours', 'Mon-Fri<br />\n9-5'],
      ['length', '12.3'],
    ]);
  });
});

describe('entryModel', () => {
  it('derives everything a page needs from one entry', () => {
    const entry = makeEntry({
      id: 'falls',
      title: 'Taughannock Falls',
      types: ['park', 'place'],
      groups: ['hide-name'],
      elements: [
        { id: 'location', type: 'geo', data: { point: '-76.6,42.54', features: [] } },
        { id: 'event_date', type: 'datetime', data: [{ start: '2026-07-04T20:00:00Z' }] },
      ],
    });
    const model = entryModel(entry, context);
    expect(model).toMatchObject({
      id: 'falls',
      type: 'park',
      showName: false,
      image: { placeholder: true, url: '/p.svg' },
      date: { start: '2026-07-04T20:00:00Z', allDay: false },
      locatable: true,
      point: { lng: -76.6, lat: 42.54 },
      switches: { nearby: true, embeds: false },
    });
    expect(model.link).toBeUndefined();
  });

  it('is not locatable without a point', () => {
    expect(entryModel(makeEntry({}), context).locatable).toBe(false);
  });
});
