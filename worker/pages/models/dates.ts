import type { Entry } from '../../../core/content-shapes';
import { type DateRange, entryDate } from '../../../core/entry/dates';
import type { ElementRole, EntryIds } from '../../../core/entry/ids';
import { formatDateRange } from '../../../core/format/dates';
import type { DateModel } from '../../../ui/components/models';

export function dateModel(range: DateRange, timeZone: string): DateModel {
  return { start: range.start, text: formatDateRange(range, timeZone) };
}

/** The entry's shown date for a datetime role (the rules of docs/product/views-and-states.md#dates live in core/entry/dates). */
export function entryDates(entry: Entry, ids: Pick<EntryIds, 'elements'>, timeZone: string, now: Date, role: ElementRole = 'event'): DateModel[] {
  const range = entryDate(entry, ids, now, role);
  return range ? [dateModel(range, timeZone)] : [];
}
