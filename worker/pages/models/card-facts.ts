import type { Entry } from '../../../core/content-shapes';
import { listingFacts } from '../../../core/entry/listing-facts';
import { entryOptions, chosenValue } from '../../../core/entry/options';
import { routeSummary } from '../../../core/entry/route-summary';
import { trailFacts } from '../../../core/entry/trail';
import { formatNumber } from '../../../core/format/number';
import { formatElevation, formatLength, type Quantity, unitSystemFor } from '../../../core/format/units';
import { t } from '../../../core/i18n/t';
import type { CardModel, CardFactModel } from '../../../ui/components/models';
import type { ModelContext } from './context';

/** Gains on a card read as whole feet or metres: '1,714 ft', not '1,713.6 ft'. */
function wholeNumber(quantity: Quantity): string {
  return `${formatNumber(Math.round(quantity.value))} ${quantity.unit}`;
}

/**
 * What a card leads with: a trail's length and gain (from its own route line, in the locale's
 * units), difficulty and route type; for anything else its area and price where the content has
 * them; and any entry's open/closed status.
 */
export function cardFacts(entry: Entry, ctx: Pick<ModelContext, 'config' | 'locale'>): Pick<CardModel, 'facts' | 'status'> {
  const { ids } = ctx.config;
  const units = unitSystemFor(ctx.locale, ctx.config.map.units);
  const summary = routeSummary(entry, ids);
  const trail = trailFacts(entry, ids);
  const facts: CardFactModel[] = [];
  if (summary && summary.lengthMetres > 0) facts.push({ id: 'length', label: t(ctx.locale, 'measure.length'), value: formatLength(summary.lengthMetres, units).text });
  if (summary?.gainMetres !== undefined) facts.push({ id: 'gain', label: t(ctx.locale, 'measure.elevationGain'), value: wholeNumber(formatElevation(summary.gainMetres, units)) });
  if (trail.difficulty) facts.push({ id: 'difficulty', label: t(ctx.locale, 'detail.difficulty'), value: t(ctx.locale, `difficulty.${trail.difficulty}`) });
  if (trail.routeType) facts.push({ id: 'routeType', label: t(ctx.locale, 'detail.routeType'), value: t(ctx.locale, `routeType.${trail.routeType}`) });
  if (facts.length === 0) {
    const listing = listingFacts(entry, ids, ctx.locale);
    if (listing.area) facts.push({ id: 'area', label: t(ctx.locale, 'detail.area'), value: listing.area });
    if (listing.price) facts.push({ id: 'price', label: t(ctx.locale, 'detail.price'), value: listing.price });
  }
  const status = chosenValue(entryOptions(entry, ids, 'status'), ids.options.status);
  return { ...(facts.length ? { facts } : {}), ...(status ? { status: { id: status, label: t(ctx.locale, `status.${status}`) } } : {}) };
}

/**
 * The detail page's measured facts: length and gain as on the cards, and a walking time by
 * Naismith's rule (5 km an hour plus an hour for every 600 m of climb), rounded to 15 minutes. `facts`:
 * the entry's card facts when the caller has them (kept beside a shared entry, card.ts).
 */
export function measuredFacts(entry: Entry, ctx: Pick<ModelContext, 'config' | 'locale'>, facts = cardFacts(entry, ctx).facts): { measured?: CardFactModel[]; time?: string } {
  const measured = (facts ?? []).filter((fact) => fact.id === 'length' || fact.id === 'gain');
  const summary = routeSummary(entry, ctx.config.ids);
  if (!summary || summary.lengthMetres <= 0) return measured.length ? { measured } : {};
  const minutes = Math.max(15, Math.round(((summary.lengthMetres / 5000) * 60 + ((summary.gainMetres ?? 0) / 600) * 60) / 15) * 15);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const time = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  return { measured, time };
}
