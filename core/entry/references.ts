import * as z from 'zod';
import type { Element, Entry } from '../content-shapes';
import { elementByRole } from './elements';
import type { ElementRole, EntryIds } from './ids';

export interface EntryReference {
  id: string;
  phase?: number;
}

const referenceSchema = z.union([
  z
    .string()
    .min(1)
    .transform((id) => ({ id })),
  z.looseObject({ id: z.string().min(1), phase: z.number().int().nullish() }).transform(({ id, phase }) => (typeof phase === 'number' ? { id, phase } : { id })),
]);

/** The entries an entry-reference element points at (data: [{id}] or [{id, phase}]); bad items skipped. */
export function entryReferences(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: ElementRole): readonly EntryReference[] {
  return elementReferences(elementByRole(entry, ids, role));
}

/** The entries an entry-reference element points at; none for any other element. */
export function elementReferences(element: Element | undefined): EntryReference[] {
  if (element?.type !== 'entry' || !Array.isArray(element.data)) return [];
  return element.data.flatMap((item) => {
    const reference = referenceSchema.safeParse(item);
    return reference.success ? [reference.data] : [];
  });
}
