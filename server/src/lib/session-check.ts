/**
 * What a route guard (middleware/auth.ts) asks an account's service: the current session version
 * of an account, or undefined when there is no such account. `missing` says what a token of a
 * vanished account gets: refused, or passed on to a route that answers for it (the profile's 404).
 */
export interface SessionCheck {
  currentVersion: (id: number) => Promise<number | undefined>;
  missing: 'refuse' | 'pass';
}
