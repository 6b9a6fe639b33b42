// The users module's public surface: the account lookups other modules use, the optional user
// session check, and its descriptor (accounts, profile, verification, password reset; the account
// as personal data).
import { mediaRef } from '../../db/media-references.js';
import { defineServerModule } from '../server-module.js';
import { usersPersonalData } from './users-personal-data.js';
import { usersRoutes } from './users.routes.js';

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionCheck } from '../../lib/session-check.js';
import { findUserById, findUserSessionVersion } from './users.repo.js';
import type { Db } from '../../db/database.js';

/** The e-mail of an account (lower-case), undefined when it does not exist: a programme order becomes the account's. */
export async function accountEmail(db: Db, id: number): Promise<string | undefined> {
  return (await findUserById(db, id))?.email;
}

/** For a route that takes an optional user token (the order of a programme): a vanished account is refused. */
export const userSessionCheck = (db: Kysely<Database>): SessionCheck => ({
  currentVersion: (id: number) => findUserSessionVersion(db, id),
  missing: 'refuse',
});
export { accountById, accountByEmail, type AccountSummary } from './account-lookup.js';

export const usersModule = defineServerModule({
  name: 'users',
  tables: ['users', 'cuentas_eliminadas'],
  routes: (deps, wiring) => ({ api: [['/users', usersRoutes(deps, wiring.personalData)]] }),
  personalData: usersPersonalData,
  media: [mediaRef('users', 'profile_image_path')],
});
