import { SESSION_MINUTES } from '@app/shared/booking';

/** 20261205T150000Z: the UTC form Google Calendar's `dates` takes. */
const googleUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/**
 * "Add to Google Calendar" for an appointment starting at `startIso` (an ISO instant) and lasting
 * SESSION_MINUTES. The details carry no manage link: the link is a credential, and this URL goes to Google.
 */
export function googleCalendarUrl(startIso: string, title: string, details: string): string {
  const start = new Date(startIso);
  const end = new Date(start.getTime() + SESSION_MINUTES * 60_000);
  const q = encodeURIComponent;
  return `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${q(title)}&dates=${googleUtc(start)}/${googleUtc(end)}&details=${q(details)}`;
}
