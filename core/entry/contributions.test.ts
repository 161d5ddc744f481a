import { describe, expect, it } from 'vitest';
import { orderContributions } from './contributions';
import { entryReferences } from './references';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';

function contributor(id: string, type: string, involved?: string) {
  return makeEntry({ id, types: [type], elements: involved ? [{ id: 'involved', type: 'datetime', data: [{ start: involved }] }] : [] });
}

describe('orderContributions', () => {
  it('keeps contributor and organization entries, most recently involved first', () => {
    const ordered = orderContributions(
      [
        contributor('a', 'contributor', '2020-01-01'),
        contributor('none', 'organization'),
        contributor('b', 'organization', '2024-05-01'),
        contributor('place', 'place', '2025-01-01'),
        contributor('c', 'contributor', '2022-03-01'),
      ],
      ids,
    );
    expect(ordered.map((entry) => entry.id)).toEqual(['b', 'c', 'a', 'none']);
  });
});

describe('entryReferences', () => {
  it('reads {id} and {id, phase} items and skips malformed ones', () => {
    const entry = makeEntry({ elements: [{ id: 'notices', type: 'entry', data: [{ id: 'n1', phase: 4 }, { id: 'n2' }, { phase: 3 }, 'n3', 42] }] });
    expect(entryReferences(entry, ids, 'notices')).toEqual([{ id: 'n1', phase: 4 }, { id: 'n2' }, { id: 'n3' }]);
  });
});
