import type { Entry } from '../../../core/content-shapes';
import { elementByRole } from '../../../core/entry/elements';
import { firstPosition } from '../../../core/entry/location';
import { dayPlan, sunDay } from '../../../core/calendar/daylight';
import { nextMidnight, zoneClock } from '../../../core/calendar/zone-time';
import { isoDateInZone } from '../../../core/format/dates';
import type { DaylightModel } from '../../../ui/components/Daylight';
import { keptDateFormatters } from '../../date-formatters';
import { memo } from '../../memo';
import { walkingTime } from './card';
import type { ModelContext } from './context';
import { keptGeoFeatures } from './kept-elements';

/** A page's daylight block, and until when it holds. */
export interface EntryDaylight {
  model: DaylightModel;
  /** The site's next midnight (epoch milliseconds): after it the block speaks of yesterday, so no cache keeps the page longer. */
  until: number;
}

const clocks = memo((timeZone: string) => zoneClock(timeZone), 100);

// The loader asks twice (the page's cache lifetime before the view, the view itself) with the
// request's one context: worked out once per context, never beyond the request (it reads the day).
const daylightsOf = memo((ctx: ModelContext) => memo((entry: Entry) => ({ found: makeDaylight(entry, ctx) })));

/** The day's daylight at the start of the entry's route, in the site's zone; undefined without a route. */
export function entryDaylight(entry: Entry, ctx: ModelContext): EntryDaylight | undefined {
  return daylightsOf(ctx)(entry).found;
}

function makeDaylight(entry: Entry, ctx: ModelContext): EntryDaylight | undefined {
  const { ids, timeZone } = ctx.config;
  const start = keptGeoFeatures(elementByRole(entry, ids, 'route'))
    .filter((feature) => feature.properties.kind === 'path')
    .map(firstPosition)
    .find((position) => position !== undefined);
  if (!start) return undefined;
  const date = isoDateInZone(ctx.now, timeZone, keptDateFormatters);
  const sun = sunDay(date, start);
  const clock = keptDateFormatters('clock', timeZone, ctx.locale);
  const time = walkingTime(entry, ids);
  const plan = time ? dayPlan(sun, time.minutes) : undefined;
  const model: DaylightModel = {
    date,
    dateText: keptDateFormatters('weekday', timeZone, ctx.locale).format(ctx.now),
    sun: sun.kind === 'rises' ? { kind: 'rises', sunrise: clock.format(sun.sunrise), sunset: clock.format(sun.sunset) } : sun,
    ...(plan && time ? { plan: plan.kind === 'startBy' ? { kind: 'startBy', time: clock.format(plan.at), estimate: time.text } : { kind: 'tooLong', estimate: time.text } } : {}),
  };
  return { model, until: nextMidnight(ctx.now.getTime(), clocks(timeZone)) };
}
