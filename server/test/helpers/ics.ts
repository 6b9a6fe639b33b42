import ICAL from 'ical.js';

/** An .ics parsed by a real iCalendar parser (ical.js): what a calendar application would read. */
export interface ParsedIcs {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  /** DTSTART as an ISO instant (its TZID applied) */
  start: string;
  attendee: string | null;
}

export function parseIcs(text: string): ParsedIcs {
  const cal = new ICAL.Component(ICAL.parse(text));
  // register the file's own VTIMEZONE so DTSTART;TZID=America/Bogota converts
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  const vevent = event.component;
  return {
    method: (cal.getFirstPropertyValue('method') as string | null) ?? null,
    uid: event.uid,
    sequence: event.sequence,
    status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    start: event.startDate.toJSDate().toISOString(),
    attendee: (vevent.getFirstPropertyValue('attendee') as string | null) ?? null,
  };
}

/** One event of a calendar with several (the coach's feed), as ical.js reads it. */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  start: string;
  end: string;
  summary: string;
  description: string;
}

/** Every VEVENT of a calendar, plus its calendar-level properties (lower-case names). */
export function parseIcsCalendar(text: string): { props: Record<string, string>; events: ParsedEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const props: Record<string, string> = {};
  for (const p of cal.getAllProperties()) props[p.name] = String(p.getFirstValue());
  const events = cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      sequence: e.sequence,
      status: (c.getFirstPropertyValue('status') as string | null) ?? null,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      summary: e.summary,
      description: e.description,
    };
  });
  return { props, events };
}
