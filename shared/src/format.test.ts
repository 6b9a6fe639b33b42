import { describe, expect, it } from 'vitest';
import {
  formatAxisDay,
  formatColombiaDate,
  formatColombiaDateTime,
  formatColombiaDay,
  formatColombiaLongDate,
  formatColombiaLongDateTime,
  formatColombiaShortWhen,
  formatColombiaTime,
  formatColombiaWhen,
  formatDay,
  formatDecimal,
  formatLongDay,
  formatPesos,
  formatShortWeekday,
  formatWhole,
} from './format';

// 2026-11-29 20:00 UTC is Sunday 29 November, 15:00 in Colombia (UTC−5); 03:00 UTC on the 30th is
// still the 29th there: the formats follow Colombia's clock, not the machine's.
const AFTERNOON = '2026-11-29T20:00:00.000Z';
const LATE_EVENING = '2026-11-30T03:30:00.000Z';

// Intl writes a narrow no-break space before "p. m." in recent ICU versions and a plain one in older ones.
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it.each([
    [formatPesos(95000), '$ 95.000'],
    [formatPesos(1250000), '$ 1.250.000'],
    [formatPesos(0), '$ 0'],
    [formatWhole(95000), '95.000'],
    [formatDecimal(74.5), '74,5'],
    [formatDecimal(72), '72'],
    [formatDecimal(0.25), '0,25'],
  ])('numbers: %j', (out, expected) => expect(out).toBe(expected));

  it.each([
    [formatColombiaDate(AFTERNOON), '29/11/2026'],
    [formatColombiaDate(LATE_EVENING), '29/11/2026'],
    [formatColombiaLongDate(AFTERNOON), 'domingo, 29 de noviembre de 2026'],
    [formatColombiaDay(LATE_EVENING), '29 de noviembre de 2026'],
    [formatColombiaWhen(AFTERNOON), 'domingo 29 de noviembre de 2026 a las 15:00 (hora de Colombia)'],
    [formatColombiaShortWhen(LATE_EVENING), '29 nov 2026, 22:30'],
    [spaces(formatColombiaTime(AFTERNOON)), '03:00 p. m.'],
    [spaces(formatColombiaDateTime(AFTERNOON)), '29/11/2026, 3:00 p. m.'],
    [spaces(formatColombiaLongDateTime(AFTERNOON)), '29 de noviembre de 2026 a las 3:00 p. m.'],
  ])('instants on Colombia’s clock: %j', (out, expected) => expect(out).toBe(expected));

  it('writes "-" for a missing or unreadable instant, and the text itself where a sentence holds it', () => {
    expect(formatColombiaDate(null)).toBe('-');
    expect(formatColombiaDateTime('ayer')).toBe('-');
    expect(formatColombiaWhen('ayer')).toBe('ayer');
  });

  it.each([
    [formatLongDay('2026-11-30'), 'lunes, 30 de noviembre de 2026'],
    [formatDay('2026-03-09'), '9 de marzo de 2026'],
    [formatDay('2026-03-09', 'short'), '9 de mar de 2026'],
    [formatShortWeekday('2026-11-30'), 'lun, 30 nov 2026'],
    [formatShortWeekday('no es fecha'), 'no es fecha'],
    [formatAxisDay(Date.UTC(2026, 10, 30, 12) / 1000), '30 de nov'],
  ])('calendar days, whatever the zone: %j', (out, expected) => expect(out).toBe(expected));
});
