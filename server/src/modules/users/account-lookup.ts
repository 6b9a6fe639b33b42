import * as repo from './users.repo.js';
import type { Db } from '../../db/database.js';

/** The few fields of an account other modules read (the health tools: the name, the height for the BMI). */

export interface AccountSummary {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  height_cm: number | null;
}

const summary = (u: repo.UserRow): AccountSummary => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  // MySQL returns DECIMAL as text
  height_cm: u.height_cm === null ? null : Number(u.height_cm),
});

export async function accountById(db: Db, id: number): Promise<AccountSummary | undefined> {
  const u = await repo.findUserById(db, id);
  return u && summary(u);
}

export async function accountByEmail(db: Db, email: string): Promise<AccountSummary | undefined> {
  const u = await repo.findUserByEmail(db, email);
  return u && summary(u);
}
