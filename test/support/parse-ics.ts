import ICAL from 'ical.js';

// Tests read calendars the way calendar apps do: with a maintained RFC 5545 parser (ical.js), the
// calendar's own VTIMEZONEs registered so zoned times resolve to instants.

interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  end?: Date;
  allDay: boolean;
  /** DTSTART's TZID, when it has one. */
  zone?: string;
  description?: string;
  location?: string;
  url?: string;
  geo?: [number, number];
}

export interface ParsedCalendar {
  calendar: ICAL.Component;
  zones: string[];
  events: ParsedEvent[];
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zones = calendar.getAllSubcomponents('vtimezone').map((vtimezone) => {
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone, zone.tzid);
    return zone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const text = (name: string) => (component.getFirstPropertyValue(name) as string | null) ?? undefined;
    const zone = component.getFirstProperty('dtstart')?.getParameter('tzid');
    const geo = component.getFirstPropertyValue('geo') as [number, number] | null;
    const parsed: ParsedEvent = {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      allDay: event.startDate.isDate,
      ...(component.hasProperty('dtend') ? { end: event.endDate.toJSDate() } : {}),
      ...(typeof zone === 'string' ? { zone } : {}),
      ...(text('description') !== undefined ? { description: text('description')! } : {}),
      ...(text('location') !== undefined ? { location: text('location')! } : {}),
      ...(text('url') !== undefined ? { url: text('url')! } : {}),
      ...(geo ? { geo } : {}),
    };
    return parsed;
  });
  return { calendar, zones, events };
}
