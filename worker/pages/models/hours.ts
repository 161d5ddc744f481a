import type { Entry } from '../../../core/content-shapes';
import { elementByRole } from '../../../core/entry/elements';
import { hoursAreCurrent, openAt, openStateUntil, scheduleLines, type WeeklySchedule, weeklySchedule } from '../../../core/entry/weekly-hours';
import { plainTextToHtml } from '../../../core/markdown/render-text';
import type { SafeHtml } from '../../../ui/components/models';
import { dataDay } from '../../render/layout-data';
import type { ModelContext } from './context';

function scheduleOf(entry: Entry, ctx: ModelContext): WeeklySchedule | undefined {
  const element = elementByRole(entry, ctx.config.ids, 'weeklyHours');
  return element ? weeklySchedule(element.data) : undefined;
}

/**
 * A detail page's opening hours from the entry's weekly schedule (core/entry/weekly-hours.ts): one line
 * per weekday in the page's language and formats; "Open now" or "Closed now" first while the site's
 * data is recent, and the data's day last where the site's content is dated open data. Undefined
 * without a schedule: the page then shows the `hours` text as written.
 */
export function scheduleHtml(entry: Entry, ctx: ModelContext): SafeHtml | undefined {
  const schedule = scheduleOf(entry, ctx);
  if (!schedule) return undefined;
  const recorded = ctx.config.dataSource?.date;
  const now = hoursAreCurrent(recorded, ctx.now) ? [ctx.t(openAt(schedule, ctx.now, ctx.config.timeZone) ? 'detail.openNow' : 'detail.closedNow')] : [];
  const days = scheduleLines(schedule, ctx.locale, ctx.t('detail.hoursClosed'));
  const dated = recorded ? [ctx.t('detail.hoursRecorded', { date: dataDay(recorded, ctx.locale) })] : [];
  return { __html: plainTextToHtml([...now, ...days, ...dated].join('\n')) };
}

/**
 * Until when the page's "Open now" or "Closed now" holds (epoch milliseconds): its cache keeps the page
 * no longer (docs/decisions/056-daylight.md's `until`). Undefined where the page says neither.
 */
export function openStateShownUntil(entry: Entry, ctx: ModelContext): number | undefined {
  const schedule = scheduleOf(entry, ctx);
  const recorded = ctx.config.dataSource?.date;
  if (!schedule || !hoursAreCurrent(recorded, ctx.now)) return undefined;
  return openStateUntil(schedule, ctx.now, ctx.config.timeZone, recorded);
}
