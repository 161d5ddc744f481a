import type { Entry } from '../content-shapes';
import type { Difficulty, EntryIds, RouteType } from './ids';
import { chosenValue, entryOptions } from './options';

export interface TrailFacts {
  difficulty?: Difficulty;
  routeType?: RouteType;
}

/** A trail's difficulty (easy, moderate, difficult) and route type (loop, outAndBack, pointToPoint). */
export function trailFacts(entry: Entry, ids: Pick<EntryIds, 'elements' | 'options'>): TrailFacts {
  const difficulty = chosenValue(entryOptions(entry, ids, 'difficulty'), ids.options.difficulty);
  const routeType = chosenValue(entryOptions(entry, ids, 'routeType'), ids.options.routeType);
  return { ...(difficulty ? { difficulty } : {}), ...(routeType ? { routeType } : {}) };
}
