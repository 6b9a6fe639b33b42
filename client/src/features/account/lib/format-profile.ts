import { utcToColombia } from '@app/shared/colombia-time';
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { USER_SEX_LABELS, type UserSex } from '@app/shared/users';

const LONG_DATE = "d 'de' MMMM 'de' yyyy";

/** 'yyyy-MM-dd' (a calendar date, no time zone) → '15 de abril de 1990'. */
export function formatBirthDate(value: string | null | undefined): string {
  if (!value) return 'No especificada';
  const d = parseISO(value);
  return isValid(d) ? format(d, LONG_DATE, { locale: es }) : value;
}

/** ISO instant → the visitor's local date in Spanish. */
export function formatMemberSince(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (!isValid(d)) return '';
  // The day the account was created in Colombia, whatever the browser's own time zone.
  const [y, m, day] = utcToColombia(d).fecha.split('-').map(Number);
  return format(new Date(y, m - 1, day), LONG_DATE, { locale: es });
}

export function formatSex(value: string | null | undefined): string {
  return (value && USER_SEX_LABELS[value as UserSex]) || 'No especificado';
}

const number = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

export function formatMeasure(value: number | null | undefined, unit: 'kg' | 'cm'): string {
  return value == null || !Number.isFinite(Number(value)) ? 'No especificado' : `${number.format(Number(value))} ${unit}`;
}
