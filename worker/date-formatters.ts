import { type DateFormatters, type DateStyle, dateFormatter } from '../core/format/dates';
import { memo } from './memo';

const kept = memo((_key: string, style: DateStyle, timeZone: string, locale: string) => dateFormatter(style, timeZone, locale), 100);

/** Date formatters kept per style, zone and locale for the isolate: every event card of a page asks for one. */
export const keptDateFormatters: DateFormatters = (style, timeZone, locale) => kept(`${style} ${timeZone} ${locale}`, style, timeZone, locale);
