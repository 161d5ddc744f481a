import { contactSchema, type Entry } from '../content-shapes';
import { elementByRole } from './elements';
import type { EntryIds, Difficulty, RouteType } from './ids';
import { optionLabel, selectedOptions, chosenValue, entryOptions } from './options';
import { textOf } from './text';

export interface ListingFacts {
  /** Where the entry is: the town or city of its contact's first address. */
  area?: string;
  /** The content's price range ('$$'), else its pricing text when that is short enough for a card. */
  price?: string;
}

/** Longer pricing texts are explanations, not facts: they stay on the detail page. */
const SHORT_PRICE = 32;

function area(entry: Entry, ids: Pick<EntryIds, 'elements'>): string | undefined {
  const data = elementByRole(entry, ids, 'contact')?.data;
  const parsed = contactSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) return undefined;
  return parsed.data.locations?.map((location) => location.city?.trim()).find(Boolean);
}

function price(entry: Entry, ids: Pick<EntryIds, 'elements'>, locale: string): string | undefined {
  const indicator = elementByRole(entry, ids, 'pricingIndicator');
  // An option the element's own list lacks has no label to show, only an id.
  const known = selectedOptions(indicator).find((id) => indicator?.options?.some((option) => option.id === id));
  if (indicator && known) return optionLabel(indicator, known, locale);
  const pricing = elementByRole(entry, ids, 'pricing');
  const text = pricing?.type === 'text' ? textOf(pricing, locale) : undefined;
  const plain = text?.type === 'text/plain' ? text.value.trim() : undefined;
  return plain && plain.length <= SHORT_PRICE && !plain.includes('\n') ? plain : undefined;
}

/** What a place, food, lodging, activity or event card can say besides its dates: area and price. */
export function listingFacts(entry: Entry, ids: Pick<EntryIds, 'elements'>, locale: string): ListingFacts {
  const where = area(entry, ids);
  const cost = price(entry, ids, locale);
  return { ...(where ? { area: where } : {}), ...(cost ? { price: cost } : {}) };
}

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
