import type { Entry } from '../content-shapes';
import { dateRanges } from './dates';
import { elementByRole } from './elements';
import type { EntryIds } from './ids';
import { entryKind } from './ids';

/** The latest start among an entry's involved dates; -Infinity when it has none. */
function involvedSince(entry: Entry, ids: Pick<EntryIds, 'elements'>): number {
  const element = elementByRole(entry, ids, 'involved');
  if (element?.type !== 'datetime') return Number.NEGATIVE_INFINITY;
  const starts = dateRanges(element).map((range) => Date.parse(range.start));
  return starts.length > 0 ? Math.max(...starts) : Number.NEGATIVE_INFINITY;
}

/**
 * Contributions on a detail page (docs/product/views-and-states.md#entry-detail): the contributor and organization entries among
 * `entries`, most recently involved first; those without an involved date last, in given order.
 */
export function orderContributions(entries: readonly Entry[], ids: Pick<EntryIds, 'elements' | 'types'>): Entry[] {
  return entries
    .filter((entry) => {
      const kind = entryKind(entry, ids.types);
      return kind === 'contributor' || kind === 'organization';
    })
    .map((entry, index) => ({ entry, index, since: involvedSince(entry, ids) }))
    .sort((a, b) => (b.since === a.since ? a.index - b.index : b.since > a.since ? 1 : -1))
    .map(({ entry }) => entry);
}
