import type { Kysely } from 'kysely';

/**
 * Admins' e-mails in lower case, as every e-mail field now stores them (shared/src/fields.ts) and
 * as the admin's password reset looks them up (admin-auth.repo.ts): an address saved with capitals
 * from the back office before could not be found on SQLite, whose comparison is exact. One that
 * would collide with another admin's lower-cased address is left as it is (only SQLite can hold
 * both; the unique key refuses the second).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const admins: { id: number; email: string }[] = await db.selectFrom('admins').select(['id', 'email']).execute();
  const taken = new Set(admins.map((a) => a.email));
  for (const a of admins) {
    const lower = a.email.toLowerCase();
    if (lower === a.email || taken.has(lower)) continue;
    await db.updateTable('admins').set({ email: lower }).where('id', '=', a.id).execute();
    taken.add(lower);
  }
}

export async function down(): Promise<void> {
  // The original capitals are not kept: nothing to undo.
}
