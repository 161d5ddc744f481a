import type { Entry } from '../content-shapes';
import type { SiteConfig } from '../site-config';
import { type TypeKind, typeKinds } from '../site-ids-schema';

// The entry kinds (docs/product/views-and-states.md#entry-kinds): the kinds a site names a type id for,
// in their fixed order, except `area`, which names only what the areas list shows and is no kind.
const entryKinds = typeKinds.filter((kind): kind is Exclude<TypeKind, 'area'> => kind !== 'area');
type EntryKind = (typeof entryKinds)[number];
/** The derived type of an entry: its first matching kind, else the generic 'entry'. */
export type DerivedType = EntryKind | 'entry';

/** The content project's ids the entry model reads: the site configuration's (a blank id means the site does not use that element, option or group). */
export type EntryIds = Pick<SiteConfig['ids'], 'elements' | 'options' | 'groups' | 'types'>;

export type ElementRole = keyof EntryIds['elements'];
export type Difficulty = keyof EntryIds['options']['difficulty'];
export type RouteType = keyof EntryIds['options']['routeType'];

/** The entry's kind (docs/product/views-and-states.md#entry-kinds): the first kind, in the fixed order, whose type id the entry carries; else 'entry'. */
export function entryKind(entry: Pick<Entry, 'types'>, typeIds: EntryIds['types']): DerivedType {
  const carried = new Set(entry.types.map((type) => type.id));
  return (
    entryKinds.find((kind) => {
      const id = typeIds[kind];
      return id !== undefined && id !== '' && carried.has(id);
    }) ?? 'entry'
  );
}
