import { describe, expect, it } from 'vitest';
import { ImportInvalid } from '../errors';
import { importStatements, normalizeBound } from './statements';
import { formatPath, parseImportFile } from './validate';

const entry = (extra: Record<string, unknown> = {}) => ({ id: 'a', title: 'A', types: [{ id: 'place' }], ...extra });

function failure(input: unknown): ImportInvalid {
  try {
    parseImportFile(input);
  } catch (error) {
    if (error instanceof ImportInvalid) return error;
    throw error;
  }
  throw new Error('expected the import to be refused');
}

describe('import validation', () => {
  it('formats zod paths with indexes in brackets', () => {
    expect(formatPath(['entries', 3, 'elements', 0, 'data'])).toBe('entries[3].elements[0].data');
    expect(formatPath([])).toBe('');
  });

  it('names the path of the first invalid field', () => {
    const cases: [unknown, string][] = [
      [{ entries: [entry(), entry({ id: 'b', title: 7 })] }, 'entries[1].title'],
      [{ entries: [entry({ phase: 9 })] }, 'entries[0].phase'],
      [{ entries: [entry({ types: [] })] }, 'entries[0].types'],
      [{ entries: [entry({ elements: [{ id: 'when', type: 'datetime', data: [{ start: 'tomorrow' }] }] })] }, 'entries[0].elements[0].data[0].start'],
      [{ entries: [entry({ elements: [{ id: 'x', type: 'option', data: 'beaches' }] })] }, 'entries[0].elements[0].data'],
      [{ entries: [entry({ elements: [{ id: 'x', type: 'colour', data: 1 }] })] }, 'entries[0].elements[0].type'],
      [{ entries: [entry({ elements: [{ id: 'g', type: 'geo', data: { features: [{ id: 'f', json: '{"type":"Point"}', type: { id: 'point', type: 'point' } }] } }] })] }, 'entries[0].elements[0].data.features[0].json'],
      [{ entries: [entry(), entry()] }, 'entries[1].id'],
      [{ contacts: [{ label: 'no id' }] }, 'contacts[0].id'],
      [{ entries: 'nope' }, 'entries'],
    ];
    for (const [input, path] of cases) expect(failure(input).path, JSON.stringify(input)).toBe(path);
  });

  it('names the invalid locale key of a per-locale text', () => {
    const error = failure({ entries: [entry({ title: { en: 'A', Spanish: 'B' } })] });
    expect(error.path).toMatch(/^entries\[0\]\.title/);
    expect(error.message).toContain('entries[0].title');
  });

  it('accepts a valid file and fills defaults', () => {
    const file = parseImportFile({ entries: [entry({ elements: [{ id: 'description', type: 'text', data: { en: 'Hi', es: 'Hola' } }] })] });
    expect(file.entries[0]!.phase).toBe(4);
    expect(file.entries[0]!.elements[0]!.enabled).toBe(true);
    expect(file.contacts).toEqual([]);
  });
});

describe('import statements', () => {
  it('stores date-only ends as the end of that day and full timestamps as UTC', () => {
    expect(normalizeBound('2026-05-03', 'end')).toBe('2026-05-03T23:59:59.999Z');
    expect(normalizeBound('2026-05-03', 'start')).toBe('2026-05-03T00:00:00.000Z');
    expect(normalizeBound('2026-05-03T10:00:00-05:00', 'start')).toBe('2026-05-03T15:00:00.000Z');
  });

  it('replaces the project first only when asked, and indexes options and date ranges', () => {
    const file = parseImportFile({
      entries: [entry({ elements: [{ id: 'categories', type: 'option', data: ['x', 'x', 'y'] }, { id: 'event_date', type: 'datetime', data: { start: '2026-01-01' } }] })],
    });
    const upsert = importStatements('p', file, { now: new Date('2026-02-01T00:00:00Z') });
    expect(upsert.some((s) => s.sql.startsWith('DELETE FROM entries '))).toBe(false);
    expect(upsert.filter((s) => s.sql.startsWith('INSERT INTO entry_options')).map((s) => s.params[3])).toEqual(['x', 'y']);
    const dates = upsert.filter((s) => s.sql.startsWith('INSERT INTO entry_dates'));
    expect(dates.map((s) => s.params.slice(4))).toEqual([['2026-01-01T00:00:00.000Z', '2026-01-01T23:59:59.999Z']]);
    const replace = importStatements('p', file, { replace: true });
    expect(replace.slice(0, 6).every((s) => s.sql.startsWith('DELETE FROM') && s.params[0] === 'p')).toBe(true);
  });
});
