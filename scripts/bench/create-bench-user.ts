// Creates the verified account that bench:api logs in with, on the benchmark's database.
import bcrypt from 'bcrypt';
import { loadConfig } from '../../server/src/config.js';
import { createDatabase } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { nowDb } from '../../server/src/lib/time.js';

const [email, password] = process.argv.slice(2);
const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrateToLatest(db);
const now = nowDb();
await db.deleteFrom('users').where('email', '=', email).execute();
await db
  .insertInto('users')
  .values({
    first_name: 'Bench',
    last_name: 'Usuario',
    email,
    password_hash: await bcrypt.hash(password, config.bcryptCost),
    date_of_birth: '1990-01-01',
    country: 'Colombia',
    phone: '+573001234567',
    weight_kg: 70,
    height_cm: 170,
    sex: 'female',
    accept_privacy_policy: 1,
    email_verified_at: now,
    profile_image_path: null,
    created_at: now,
    updated_at: now,
  })
  .execute();
await db.destroy();
