import type { Entry } from '../../../core/content-shapes';
import { entryOptions, chosenValue } from '../../../core/entry/options';
import { routeSummary } from '../../../core/entry/route-summary';
import { trailFacts } from '../../../core/entry/trail';
import { formatElevation, formatLength, unitSystemFor } from '../../../core/format/units';
import { t } from '../../../core/i18n/t';
import type { CardModel, CardFactModel } from '../../../ui/components/models';
import type { ShapeContext } from './context';

/**
 * What a card leads with: a trail's length and gain (from its own route line, in the locale's
 * units), difficulty and route type, and any entry's open/closed status.
 */
export function cardFacts(entry: Entry, ctx: Pick<ShapeContext, 'config' | 'locale'>): Pick<CardModel, 'facts' | 'status'> {
  const { ids } = ctx.config;
  const units = unitSystemFor(ctx.locale, ctx.config.map.units);
  const summary = routeSummary(entry, ids);
  const trail = trailFacts(entry, ids);
  const facts: CardFactModel[] = [];
  if (summary && summary.lengthMetres > 0) facts.push({ id: 'length', label: t(ctx.locale, 'measure.length'), value: formatLength(summary.lengthMetres, units).text });
  if (summary?.gainMetres !== undefined) facts.push({ id: 'gain', label: t(ctx.locale, 'measure.elevationGain'), value: formatElevation(summary.gainMetres, units).text });
  if (trail.difficulty) facts.push({ id: 'difficulty', label: t(ctx.locale, 'detail.difficulty'), value: t(ctx.locale, `difficulty.${trail.difficulty}`) });
  if (trail.routeType) facts.push({ id: 'routeType', label: t(ctx.locale, 'detail.routeType'), value: t(ctx.locale, `routeType.${trail.routeType}`) });
  const status = chosenValue(entryOptions(entry, ids, 'status'), ids.options.status);
  return { ...(facts.length ? { facts } : {}), ...(status ? { status: { id: status, label: t(ctx.locale, `status.${status}`) } } : {}) };
}
