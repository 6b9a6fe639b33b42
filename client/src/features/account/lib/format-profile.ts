import { isIsoDate } from '@app/shared/colombia-time';
import { formatColombiaDay, formatDay, formatDecimal } from '@app/shared/format';
import { USER_SEX_LABELS, type UserSex } from '@app/shared/users';

/** 'yyyy-MM-dd' (a calendar date, no time zone) → '15 de abril de 1990'. */
export function formatBirthDate(value: string | null | undefined): string {
  if (!value) return 'No especificada';
  return isIsoDate(value) ? formatDay(value) : value;
}

/** ISO instant → the day the account was created in Colombia, whatever the browser's own time zone. */
export function formatMemberSince(value: string | null | undefined): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return '';
  return formatColombiaDay(value);
}

export function formatSex(value: string | null | undefined): string {
  return (value && USER_SEX_LABELS[value as UserSex]) || 'No especificado';
}

export function formatMeasure(value: number | null | undefined, unit: 'kg' | 'cm'): string {
  return value == null || !Number.isFinite(Number(value)) ? 'No especificado' : `${formatDecimal(Number(value))} ${unit}`;
}
