import * as z from 'zod';
import type { Entry } from '../content-shapes';
import { elementByRole } from './elements';
import type { ElementRole, EntryIds } from './ids';

export interface EntryReference {
  id: string;
  phase?: number;
}

const referenceSchema = z.union([
  z.string().min(1).transform((id) => ({ id })),
  z.looseObject({ id: z.string().min(1), phase: z.number().int().nullish() }).transform(({ id, phase }) => (typeof phase === 'number' ? { id, phase } : { id })),
]);

/** The entries an entry-reference element points at (data: [{id}] or [{id, phase}]); bad items skipped. */
export function entryReferences(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: ElementRole): readonly EntryReference[] {
  const element = elementByRole(entry, ids, role);
  if (element?.type !== 'entry' || !Array.isArray(element.data)) return [];
  return validReferences(element.data);
}

function validReferences(data: unknown[]): EntryReference[] {
  return data.flatMap((item) => {
    const reference = referenceSchema.safeParse(item);
    return reference.success ? [reference.data] : [];
  });
}
