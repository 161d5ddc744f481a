import { withSearch } from '../query-string';

const CALENDAR = /^(.*)\/calendar\.ics$/;

/**
 * `{page path}/calendar.ics` names the iCalendar of that page (an event, an itinerary, the upcoming
 * events list): like a map download, it is matched as its page, so it has the page's route and language.
 */
export function calendarPath(pathname: string): { pagePath: string } | null {
  const found = CALENDAR.exec(pathname);
  return found ? { pagePath: found[1] || '/' } : null;
}

/** The calendar link of a page, query kept. */
export function calendarHref(pagePath: string, query = ''): string {
  return withSearch(`${pagePath.replace(/\/+$/, '')}/calendar.ics`, query);
}
