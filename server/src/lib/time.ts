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

/** ISO 8601 with Z for API responses. */
export function dbDateTimeToIso(value: string | Date | null | undefined): string | null {
  const d = fromDbDateTime(value);
  return d ? d.toISOString() : null;
}

export const nowDb = () => toDbDateTime(new Date());
