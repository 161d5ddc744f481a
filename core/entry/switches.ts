import type { Entry } from '../content-shapes';
import { elementByRole } from './elements';
import type { DerivedType, EntryIds } from './ids';
import { entryOptions } from './options';

export interface DetailSwitches {
  embeds: boolean;
  nearby: boolean;
  flythrough: boolean;
  measurements: boolean;
  profile: boolean;
}

const neverNearby: ReadonlySet<DerivedType> = new Set(['curatedMap', 'projectMap']);

function booleanElement(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: 'embeds' | 'nearby', fallback: boolean): boolean {
  const element = elementByRole(entry, ids, role);
  return element?.type === 'boolean' && typeof element.data === 'boolean' ? element.data : fallback;
}

/**
 * Which detail sections show (docs/product/views-and-states.md#detail-switches): embeds default off, nearby default on (never for curated-map
 * and project-map entries), fly-through, measurements and profile off unless the features option
 * element selects them.
 */
export function detailSwitches(entry: Entry, ids: Pick<EntryIds, 'elements' | 'options'>, type: DerivedType): DetailSwitches {
  const features = entryOptions(entry, ids, 'features');
  const has = (id: string) => id !== '' && features.includes(id);
  return {
    embeds: booleanElement(entry, ids, 'embeds', false),
    nearby: !neverNearby.has(type) && booleanElement(entry, ids, 'nearby', true),
    flythrough: has(ids.options.features.flythrough),
    measurements: has(ids.options.features.measurements),
    profile: has(ids.options.features.profile),
  };
}
