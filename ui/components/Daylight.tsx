import { useText } from './text';

/** A day's daylight at a route's start, as the worker worked it out (worker/pages/models/daylight.ts). */
export interface DaylightModel {
  /** The day it holds for, 'YYYY-MM-DD' in the site's zone, and in words. */
  date: string;
  dateText: string;
  /** Times of day as display text in the site's zone; a polar day or night has none. */
  sun: { kind: 'rises'; sunrise: string; sunset: string } | { kind: 'up' } | { kind: 'down' };
  /** Present where the page knows an estimated time for the route. */
  plan?: { kind: 'startBy'; time: string; estimate: string } | { kind: 'tooLong'; estimate: string };
}

/**
 * Sunrise, sunset and the latest start for finishing an hour before dark. It names its day rather
 * than saying "today": a copy kept offline and read on a later day still says something true.
 */
export function Daylight({ daylight }: { daylight: DaylightModel | undefined }) {
  const t = useText();
  if (!daylight) return null;
  const { sun, plan } = daylight;
  return (
    <section className="daylight" aria-labelledby="daylight-heading">
      <h2 id="daylight-heading" className="daylight__heading">
        {t('daylight.heading')}
      </h2>
      <p>
        <time dateTime={daylight.date} className="daylight__day">
          {daylight.dateText}
        </time>{' '}
        {sun.kind === 'rises' ? t('daylight.times', { sunrise: sun.sunrise, sunset: sun.sunset }) : t(sun.kind === 'up' ? 'daylight.noSunset' : 'daylight.noSunrise')}
      </p>
      {plan ? <p>{plan.kind === 'startBy' ? t('daylight.startBy', { time: plan.time, estimate: plan.estimate }) : t('daylight.tooLong', { estimate: plan.estimate })}</p> : null}
    </section>
  );
}
