import type { Entry } from '../content-shapes';
import { geoDataSchema } from '../content-shapes';
import { currentRange, dateRanges } from '../entry/dates';
import { elementByRole } from '../entry/elements';
import { geoFeatures } from '../entry/geo';
import type { ElementRole, EntryIds } from '../entry/ids';
import { fileCaption, filesOf } from '../entry/image';
import { entryKind } from '../entry/ids';
import { entryPoint, parseLngLat } from '../entry/location';
import { entryReferences } from '../entry/references';
import { textOf } from '../entry/text';
import type { Finding } from './findings';
import { geometryProblem } from './geometry-problem';

export interface HealthInput {
  /** Every published entry, in the default language. */
  entries: readonly Entry[];
  /** The site's default language. */
  locale: string;
  /** The same entries by id in each other language the site speaks. */
  translations: ReadonlyMap<string, ReadonlyMap<string, Entry>>;
  ids: EntryIds;
  /** Kinds the map shows: an entry of these needs a place on it. */
  locatableKinds: ReadonlySet<string>;
  now: Date;
}

const REFERENCE_ROLES: ElementRole[] = ['featured', 'related', 'points', 'contributor', 'organization', 'notices', 'promotions'];
const IMAGE_ROLES: ElementRole[] = ['images', 'headerImage'];
const PROSE_ROLES: ElementRole[] = ['intro', 'shortDescription', 'description'];

const about = (entry: Entry) => ({ id: entry.id, title: entry.title });
const baseId = (id: string) => id.split('::')[0]!;

function missingCoordinates(entry: Entry, input: HealthInput): Finding[] {
  if (!input.locatableKinds.has(entryKind(entry, input.ids.types))) return [];
  const mapped = entryPoint(entry, input.ids) ?? geoFeatures(elementByRole(entry, input.ids, 'route'))[0] ?? geoFeatures(elementByRole(entry, input.ids, 'serviceArea'))[0];
  return mapped ? [] : [{ check: 'missing-coordinates', entry: about(entry), detail: 'no location point and no map feature' }];
}

function brokenGeometry(entry: Entry): Finding[] {
  return entry.elements
    .filter((element) => element.type === 'geo' && element.data)
    .flatMap((element) => {
      const data = geoDataSchema.safeParse(element.data);
      if (!data.success) return [{ check: 'broken-geometry' as const, entry: about(entry), element: element.id, detail: 'geo data is not readable' }];
      const point = data.data.point && !parseLngLat(data.data.point) ? [`point "${data.data.point}" is not a lng,lat position`] : [];
      const features = (data.data.features ?? []).flatMap((feature) => {
        const problem = geometryProblem(feature);
        return problem ? [`feature ${feature.id}: ${problem}`] : [];
      });
      return [...point, ...features].map((detail) => ({ check: 'broken-geometry' as const, entry: about(entry), element: element.id, detail }));
    });
}

function imagesWithoutCaption(entry: Entry, input: HealthInput): Finding[] {
  return IMAGE_ROLES.flatMap((role) => {
    const element = elementByRole(entry, input.ids, role);
    if (element?.type !== 'file') return [];
    return filesOf(element.data)
      .filter((file) => (!file.type || file.type.startsWith('image')) && !fileCaption(file))
      .map((file) => ({ check: 'image-without-caption' as const, entry: about(entry), element: element.id, detail: `${file.name ?? file.title ?? file.id} has no caption` }));
  });
}

/** A text the service answers the same in another language as in the default one has no version in that language. */
function missingTranslations(entry: Entry, input: HealthInput): Finding[] {
  return [...input.translations].flatMap(([locale, entries]) => {
    const other = entries.get(entry.id);
    if (!other) return [];
    return PROSE_ROLES.flatMap((role) => {
      const original = elementByRole(entry, input.ids, role);
      const translated = elementByRole(other, input.ids, role);
      if (original?.type !== 'text' || translated?.type !== 'text') return [];
      const text = textOf(original, input.locale)?.value;
      return text && text === textOf(translated, locale)?.value ? [{ check: 'missing-translation' as const, entry: about(entry), element: original.id, detail: `no text in ${locale}` }] : [];
    });
  });
}

/** References to entries that do not exist (or are not published). References naming a phase point at drafts on purpose. */
function danglingReferences(entry: Entry, input: HealthInput, known: ReadonlySet<string>): Finding[] {
  return REFERENCE_ROLES.flatMap((role) =>
    entryReferences(entry, input.ids, role)
      .filter((reference) => reference.phase === undefined && !known.has(baseId(reference.id)))
      .map((reference) => ({ check: 'dangling-reference' as const, entry: about(entry), element: input.ids.elements[role], detail: `links to ${reference.id}, which does not exist` })),
  );
}

function pastEventsFeatured(entry: Entry, input: HealthInput, byId: ReadonlyMap<string, Entry>): Finding[] {
  return entryReferences(entry, input.ids, 'featured').flatMap((reference) => {
    const event = byId.get(baseId(reference.id));
    if (!event || entryKind(event, input.ids.types) !== 'event') return [];
    const element = elementByRole(event, input.ids, 'event');
    if (element?.type !== 'datetime' || currentRange(dateRanges(element), input.now)) return [];
    return [{ check: 'past-event-featured' as const, entry: about(entry), element: input.ids.elements.featured, detail: `features ${event.title} (${event.id}), which is over` }];
  });
}

/** Every finding about the site's content, entry by entry. */
export function contentHealth(input: HealthInput): Finding[] {
  const byId = new Map(input.entries.map((entry) => [baseId(entry.id), entry]));
  const known = new Set(byId.keys());
  return [...byId.values()].flatMap((entry) => [
    ...missingCoordinates(entry, input),
    ...brokenGeometry(entry),
    ...imagesWithoutCaption(entry, input),
    ...missingTranslations(entry, input),
    ...danglingReferences(entry, input, known),
    ...pastEventsFeatured(entry, input, byId),
  ]);
}
