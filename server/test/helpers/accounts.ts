import bcrypt from 'bcrypt';
import { insertUser } from '../../src/modules/users/users.repo.js';
import { signToken } from '../../src/lib/jwt.js';
import { nowDb } from '../../src/lib/time.js';
import { TEST_PASSWORD } from './user-payload.js';
import { TEST_JWT_SECRET, type TestContext } from './test-app.js';

let n = 0;

export interface TestAccount {
  id: number;
  email: string;
  token: string;
  auth: { Authorization: string };
}

/** A verified account written straight to the database (password TEST_PASSWORD) and a token of it. */
export async function createAccount(
  ctx: TestContext,
  overrides: { first_name?: string; height_cm?: number | null } = {},
): Promise<TestAccount> {
  n++;
  const email = `persona.${n}.${Date.now().toString(36)}@correo.test`;
  const id = await insertUser(ctx.db, {
    first_name: overrides.first_name ?? 'Ana',
    last_name: 'Gómez',
    email,
    password_hash: await bcrypt.hash(TEST_PASSWORD, 4),
    date_of_birth: '1990-04-15',
    country: 'Colombia',
    phone: '+573001234567',
    weight_kg: 80,
    height_cm: overrides.height_cm === undefined ? 165 : overrides.height_cm,
    sex: 'female',
    now: nowDb(),
  });
  await ctx.db.updateTable('users').set({ email_verified_at: nowDb() }).where('id', '=', id).execute();
  const token = signToken(TEST_JWT_SECRET, { sub: String(id), role: 'user' }, '1h');
  return { id, email, token, auth: { Authorization: `Bearer ${token}` } };
}

/** The tools' consent, as the screen gives it. */
export async function giveToolsConsent(ctx: TestContext, account: TestAccount): Promise<void> {
  const res = await ctx.api.post('/api/users/progreso/consentimiento').set(account.auth).send({});
  if (res.status !== 201 && res.status !== 200) throw new Error(`consent failed: ${res.status} ${JSON.stringify(res.body)}`);
}
