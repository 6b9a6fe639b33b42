import { expect, it } from 'vitest';
import { up } from '../../src/db/migrations/022_admin_email_lower_case.js';
import { describeEachDb } from '../helpers/test-app.js';

/**
 * Migration 022: an admin's e-mail saved with capitals before every e-mail field stored lower case
 * is lower-cased, so the password reset (which looks the address up in lower case) finds it; one
 * that would collide with another admin's address is left as it is.
 */
describeEachDb('Migration 022: admins’ e-mails in lower case', (ctx) => {
  it('lower-cases an address with capitals and leaves one that would collide', async () => {
    const { db } = ctx().runtime;
    const now = '2026-11-29 12:00:00';
    const admin = (username: string, email: string) => ({ username, email, password_hash: '!', created_at: now, updated_at: now });
    await db
      .insertInto('admins')
      .values([admin('laura-m22', 'Laura.M22@Example.TEST'), admin('ana-m22', 'ana.m22@example.test')])
      .execute();
    const sqlite = ctx().dialect === 'sqlite';
    // only SQLite's exact comparison lets both spellings of one address stand side by side
    if (sqlite) await db.insertInto('admins').values(admin('ana2-m22', 'Ana.M22@example.test')).execute();

    await up(db);

    const emails = Object.fromEntries(
      (await db.selectFrom('admins').select(['username', 'email']).where('username', 'like', '%-m22').execute()).map((a) => [
        a.username,
        a.email,
      ]),
    );
    expect(emails['laura-m22']).toBe('laura.m22@example.test');
    expect(emails['ana-m22']).toBe('ana.m22@example.test');
    if (sqlite) expect(emails['ana2-m22']).toBe('Ana.M22@example.test');
  });
});
