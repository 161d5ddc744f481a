import type { Entry } from '../content-shapes';
import { type DerivedType, entryKinds, type EntryIds } from './ids';

/** The entry's kind (docs/product/views-and-states.md#entry-kinds): the first kind, in the fixed order, whose type id the entry carries; else 'entry'. */
export function entryKind(entry: Pick<Entry, 'types'>, typeIds: EntryIds['types']): DerivedType {
  const carried = new Set(entry.types.map((type) => type.id));
  return entryKinds.find((kind) => {
    const id = typeIds[kind];
    return id !== undefined && id !== '' && carried.has(id);
  }) ?? 'entry';
}
