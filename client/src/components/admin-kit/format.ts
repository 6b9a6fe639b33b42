import { COLOMBIA_TZ } from '@app/shared/colombia-time';

/** Spec §2, ADR 003: the agenda shows es-CO dates and times in Colombia time. */
const dateFormat = new Intl.DateTimeFormat('es-CO', {
  timeZone: COLOMBIA_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longDateFormat = new Intl.DateTimeFormat('es-CO', { timeZone: COLOMBIA_TZ, dateStyle: 'full' });
const timeFormat = new Intl.DateTimeFormat('es-CO', { timeZone: COLOMBIA_TZ, hour: '2-digit', minute: '2-digit', hour12: true });
const dateTimeFormat = new Intl.DateTimeFormat('es-CO', { timeZone: COLOMBIA_TZ, dateStyle: 'medium', timeStyle: 'short' });

const toDate = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const formatColombiaDate = (iso: string | null | undefined) => {
  const d = toDate(iso);
  return d ? dateFormat.format(d) : '-';
};

/** 'jueves, 3 de diciembre de 2026' */
export const formatColombiaLongDate = (iso: string | null | undefined) => {
  const d = toDate(iso);
  return d ? longDateFormat.format(d) : '-';
};

export const formatColombiaTime = (iso: string | null | undefined) => {
  const d = toDate(iso);
  return d ? timeFormat.format(d) : '-';
};

export const formatColombiaDateTime = (iso: string | null | undefined) => {
  const d = toDate(iso);
  return d ? dateTimeFormat.format(d) : '-';
};

/** A calendar date (yyyy-MM-dd) as es-CO text, with no time-zone shift. */
export function formatPlainDate(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  if (!y || !m || !d) return fecha;
  return new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

export const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
