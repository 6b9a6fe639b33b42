import { format } from 'date-fns';
import { colombiaToUtc, isIsoDate } from '@app/shared/colombia-time';
import { formatDay } from '@app/shared/format';

/** yyyy-MM-dd → the local Date at midnight of that calendar day (no time-zone drift). */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A calendar Date from the picker → yyyy-MM-dd of the same calendar day. */
export function localDateToIso(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * The Colombia slot in the visitor's time zone when the wall clock there shows another time or day
 * ("Mi asesoría" names it beside the Colombia time), else null.
 */
export function localSlotLabelIfDifferent(fecha: string, slot: string, timeZone?: string): string | null {
  const label = localSlotLabel(fecha, slot, timeZone);
  return label === `${slot} (Hora local)` ? null : label;
}

/** '5 de diciembre de 2026', or null when the value is not a real yyyy-MM-dd date. */
export function spanishLongDate(iso: string | null | undefined): string | null {
  if (!iso || !isIsoDate(iso)) return null;
  return formatDay(iso);
}

interface SlotFormatters {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
}

// Building an Intl.DateTimeFormat costs far more than using one (≈ 1 ms each on a budget phone,
// three per slot, ten slots per render of the time list): one set per time zone, built once.
const slotFormatters = new Map<string, SlotFormatters>();
function formattersFor(timeZone: string | undefined): SlotFormatters {
  const key = timeZone ?? '';
  let f = slotFormatters.get(key);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat('es-CO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
      day: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
      weekday: new Intl.DateTimeFormat('es-CO', { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
    };
    slotFormatters.set(key, f);
  }
  return f;
}

/** Builds the visitor's formatters ahead of the first label (the time list calls it when the page is idle). */
export function prepareSlotLabels(timeZone?: string): void {
  formattersFor(timeZone);
}

/**
 * A Colombia slot shown in the visitor's own time zone (spec §9): '16:00 (Hora local)'. When the
 * local calendar day differs from the chosen day, the local day is named too.
 */
export function localSlotLabel(fecha: string, slot: string, timeZone?: string): string {
  const instant = colombiaToUtc(fecha, slot);
  const f = formattersFor(timeZone);
  const time = f.time.format(instant);
  const localDay = f.day.format(instant);
  const dayNote = localDay === fecha ? '' : ` del ${f.weekday.format(instant)}`;
  return `${time}${dayNote} (Hora local)`;
}
