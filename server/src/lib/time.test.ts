import { describe, expect, it } from 'vitest';
import { dbDateTimeToIso, fromDbDateTime, toDbDateTime } from './time.js';

describe('stored instants', () => {
  it('round-trips an instant through the stored text, and gives the same ISO text as a Date would', () => {
    for (const iso of ['2026-11-23T05:00:00.000Z', '2000-02-29T23:59:59.000Z', '2031-01-01T00:00:01.000Z']) {
      const stored = toDbDateTime(new Date(iso));
      expect(stored).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(fromDbDateTime(stored)!.toISOString()).toBe(iso);
      expect(dbDateTimeToIso(stored)).toBe(iso);
    }
  });

  it('takes Dates, other shapes and nothing', () => {
    expect(dbDateTimeToIso(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
    expect(dbDateTimeToIso('2026-01-02T03:04:05')).toBe('2026-01-02T03:04:05.000Z');
    expect(dbDateTimeToIso(null)).toBeNull();
    expect(dbDateTimeToIso(undefined)).toBeNull();
  });
});
