/**
 * Instants are stored as 'YYYY-MM-DD HH:MM:SS' UTC text on both databases (SQLite TEXT, MySQL
 * DATETIME read with dateStrings), so comparisons and ordering behave the same everywhere.
 */
export function toDbDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function fromDbDateTime(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return value;
  return new Date(`${value.replace(' ', 'T').slice(0, 19)}Z`);
}

/** The stored shape exactly (both drivers return it): rewritten as text, without a Date. */
const STORED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * ISO 8601 with Z for API responses. A stored value becomes ISO by rewriting its text (the agenda
 * converts four per booking, fifty bookings a page: parsing each into a Date cost ≈ 4 % of the
 * server's time); anything else goes through a Date.
 */
export function dbDateTimeToIso(value: string | Date | null | undefined): string | null {
  if (typeof value === 'string' && STORED.test(value)) return `${value.slice(0, 10)}T${value.slice(11)}.000Z`;
  const d = fromDbDateTime(value);
  return d ? d.toISOString() : null;
}

export const nowDb = () => toDbDateTime(new Date());
