import type { Medicion, MedicionPayload } from '@app/shared/progreso';
import { isUniqueViolation } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** The SQL of "Mi progreso" (progreso_mediciones, herramientas_ajustes; migration 017). */

// MySQL returns DECIMAL as text
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export async function listMediciones(db: Db, userId: number): Promise<Medicion[]> {
  const rows = await db
    .selectFrom('progreso_mediciones')
    .select(['fecha', 'peso_kg', 'cintura_cm', 'cadera_cm'])
    .where('user_id', '=', userId)
    .orderBy('fecha')
    .execute();
  return rows.map((r) => ({ fecha: r.fecha, peso_kg: num(r.peso_kg), cintura_cm: num(r.cintura_cm), cadera_cm: num(r.cadera_cm) }));
}

/**
 * One day's row, field by field: a field the payload leaves out keeps its value. Insert first; the
 * unique (user, day) key turns a second write of the day — or a concurrent one — into the update.
 */
export async function saveMedicion(db: Db, userId: number, m: MedicionPayload, at: Date): Promise<void> {
  const now = toDbDateTime(at);
  const fields = {
    ...(m.peso_kg !== undefined && { peso_kg: m.peso_kg }),
    ...(m.cintura_cm !== undefined && { cintura_cm: m.cintura_cm }),
    ...(m.cadera_cm !== undefined && { cadera_cm: m.cadera_cm }),
  };
  const update = () =>
    db
      .updateTable('progreso_mediciones')
      .set({ ...fields, updated_at: now })
      .where('user_id', '=', userId)
      .where('fecha', '=', m.fecha)
      .executeTakeFirst();
  if (Number((await update()).numUpdatedRows) > 0) return;
  try {
    await db
      .insertInto('progreso_mediciones')
      .values({ user_id: userId, fecha: m.fecha, ...fields, created_at: now, updated_at: now })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await update();
  }
}

export async function deleteMedicion(db: Db, userId: number, fecha: string): Promise<boolean> {
  const res = await db.deleteFrom('progreso_mediciones').where('user_id', '=', userId).where('fecha', '=', fecha).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export interface Ajustes {
  peso_meta_kg: number | null;
  correo_diario: boolean;
  nota_coach: string | null;
  nota_coach_at: string | null;
}

export async function findAjustes(db: Db, userId: number): Promise<Ajustes> {
  const row = await db.selectFrom('herramientas_ajustes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    peso_meta_kg: row ? num(row.peso_meta_kg) : null,
    correo_diario: row ? Number(row.correo_diario) === 1 : false,
    nota_coach: row?.nota_coach ?? null,
    nota_coach_at: row?.nota_coach_at ?? null,
  };
}

type AjustesChange = Partial<{
  peso_meta_kg: number | null;
  correo_diario: number;
  nota_coach: string | null;
  nota_coach_at: string | null;
}>;

/** The person's row of settings, created by its first change (an insert that a concurrent one turns into the update). */
export async function saveAjustes(db: Db, userId: number, change: AjustesChange, at: Date): Promise<void> {
  const now = toDbDateTime(at);
  const update = () =>
    db
      .updateTable('herramientas_ajustes')
      .set({ ...change, updated_at: now })
      .where('user_id', '=', userId)
      .executeTakeFirst();
  if (Number((await update()).numUpdatedRows) > 0) return;
  try {
    await db
      .insertInto('herramientas_ajustes')
      .values({ user_id: userId, ...change, updated_at: now })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await update();
  }
}

/** Everything the tools store about an account (the consent aside: the consent module owns it). */
export async function deleteHealthData(db: Db, userId: number): Promise<{ mediciones: number }> {
  const res = await db.deleteFrom('progreso_mediciones').where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('herramientas_ajustes').where('user_id', '=', userId).execute();
  return { mediciones: Number(res.numDeletedRows) };
}

/** The log in CSV order, in batches (lib/csv.ts streams them). */
export async function* medicionBatches(db: Db, userId: number, size = 500): AsyncGenerator<Medicion[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('progreso_mediciones')
      .select(['fecha', 'peso_kg', 'cintura_cm', 'cadera_cm'])
      .where('user_id', '=', userId)
      .where('fecha', '>', after)
      .orderBy('fecha')
      .limit(size)
      .execute();
    if (!rows.length) return;
    yield rows.map((r) => ({ fecha: r.fecha, peso_kg: num(r.peso_kg), cintura_cm: num(r.cintura_cm), cadera_cm: num(r.cadera_cm) }));
    if (rows.length < size) return;
    after = rows[rows.length - 1].fecha;
  }
}
