import { colombiaToday } from '@app/shared/colombia-time';

/** The Colombia date `days` (and `years`) from today, yyyy-MM-dd: tests never go stale. */
export function colombiaDatePlus(days: number, years = 0): string {
  const [y, m, d] = colombiaToday().split('-').map(Number);
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
}
