import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { judgeTypedDate } from './typed-date';

const TODAY = '2026-11-26';
const blocked = (iso: string) => iso === '2027-01-21';
const judge = (text: string) => judgeTypedDate(text, TODAY, blocked);

describe('a date typed key by key (spec §5)', () => {
  it('names no day until the whole date is typed: 2027-01-2 is not 2 January', () => {
    for (let n = 1; n < 10; n++)
      expect(judge('2027-01-21'.slice(0, n)), '2027-01-21'.slice(0, n)).toEqual({ fecha: '', error: null, complete: false });
  });

  it('names a bookable day exactly as typed', () => {
    expect(judge('2027-01-22')).toEqual({ fecha: '2027-01-22', error: null, complete: true });
    expect(judge(` ${TODAY} `)).toEqual({ fecha: TODAY, error: null, complete: true });
  });

  it("gives 'Date input not valid.' for an impossible, past or misshapen date", () => {
    for (const text of ['2026-99-99', '2027-02-30', '2020-01-01', '2026-11-25', '2027-1-', '27/01/2027', 'mañana', '2027-01-211']) {
      expect(judge(text), text).toEqual({ fecha: '', error: BOOKING_MESSAGES.invalidTypedDate, complete: true });
    }
  });

  it('says a blocked day is not available instead of choosing another', () => {
    expect(judge('2027-01-21')).toEqual({ fecha: '', error: BOOKING_MESSAGES.dateBlocked, complete: true });
  });

  it('an empty field is no error (the form says the date is required)', () => {
    expect(judge('')).toEqual({ fecha: '', error: null, complete: true });
  });
});
