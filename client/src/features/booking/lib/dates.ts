import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { colombiaToUtc, isIsoDate } from '@app/shared/colombia-time';

/** yyyy-MM-dd → the local Date at midnight of that calendar day (no time-zone drift). */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A calendar Date from the picker → yyyy-MM-dd of the same calendar day. */
export function localDateToIso(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** '5 de diciembre de 2026', or null when the value is not a real yyyy-MM-dd date. */
export function spanishLongDate(iso: string | null | undefined): string | null {
  if (!iso || !isIsoDate(iso)) return null;
  return format(isoToLocalDate(iso), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/**
 * A Colombia slot shown in the visitor's own time zone (spec §9): '16:00 (Hora local)'. When the
 * local calendar day differs from the chosen day, the local day is named too.
 */
export function localSlotLabel(fecha: string, slot: string, timeZone?: string): string {
  const instant = colombiaToUtc(fecha, slot);
  const time = new Intl.DateTimeFormat('es-CO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(instant);
  const localDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);
  const dayNote =
    localDay === fecha
      ? ''
      : ` del ${new Intl.DateTimeFormat('es-CO', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(instant)}`;
  return `${time}${dayNote} (Hora local)`;
}
