import { BOOKING_MESSAGES } from '@app/shared/booking';
import { isIsoDate } from '@app/shared/colombia-time';

/** What the text typed so far into the date field amounts to (see judgeTypedDate). */
export interface TypedDate {
  /** The day it names when that day can be booked, else ''. */
  fecha: string;
  /** The message to show now; null while the text is empty, bookable or still being typed. */
  error: string | null;
  /** False while the text is the start of a yyyy-MM-dd date: invalid only once the person leaves the field. */
  complete: boolean;
}

/** Whether `text` could still grow into yyyy-MM-dd, key by key (digits, a '-' at the 5th and 8th place). */
const isIsoDateStart = (text: string) =>
  text.length < 10 && [...text].every((c, i) => (i === 4 || i === 7 ? c === '-' : c >= '0' && c <= '9'));

/**
 * Judges the raw text of the date field at each keystroke (spec §5: format yyyy-MM-dd, earliest
 * today, blocked days cannot be chosen, an invalid typed date gives 'Date input not valid.'). Only
 * a whole, real, bookable date names a day: '2027-01-2' on the way to '2027-01-21' names none, so a
 * partial text can never leave the field on another day.
 */
export function judgeTypedDate(raw: string, today: string, isBlocked: (iso: string) => boolean): TypedDate {
  const text = raw.trim();
  if (!text) return { fecha: '', error: null, complete: true };
  if (isIsoDateStart(text)) return { fecha: '', error: null, complete: false };
  if (!isIsoDate(text) || text < today) return { fecha: '', error: BOOKING_MESSAGES.invalidTypedDate, complete: true };
  if (isBlocked(text)) return { fecha: '', error: BOOKING_MESSAGES.dateBlocked, complete: true };
  return { fecha: text, error: null, complete: true };
}
