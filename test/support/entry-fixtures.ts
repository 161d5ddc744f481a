import { type Element, type Entry, entrySchema } from '../../core/content-shapes';

// Tests read element, option, group and type ids from the site configuration (`ids` of sites/defaults.ts), never a copy.

export type ElementInput = Partial<Element> & Pick<Element, 'id' | 'type'> & { data: unknown };

/** An entry through the real content schema, so fixtures get the same defaults as API answers. */
export function makeEntry(fields: { id?: string; title?: string; types?: string[]; phase?: number; groups?: string[]; key?: Entry['key']; elements?: ElementInput[] }): Entry {
  return entrySchema.parse({
    id: fields.id ?? 'e1',
    title: fields.title ?? 'Sample entry',
    phase: fields.phase ?? 4,
    groups: fields.groups ?? [],
    types: (fields.types ?? ['place']).map((id) => ({ id })),
    key: fields.key,
    elements: fields.elements ?? [],
  });
}
