import { type DateFormatters, type DateStyle, dateFormatter } from '../core/format/dates';
import { memo } from './memo';

const kept = memo((_key: string, style: DateStyle, timeZone: string) => dateFormatter(style, timeZone), 100);

/** Date formatters kept per style and zone for the isolate: every event card of a page asks for one. */
export const keptDateFormatters: DateFormatters = (style, timeZone) => kept(`${style} ${timeZone}`, style, timeZone);
