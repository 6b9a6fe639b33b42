import { isUniqueViolation } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** SQL of the shop settings: one row (id 1) holding their JSON. */

const ROW_ID = 1;

/** The stored JSON text, or undefined while the team never saved settings (and no demo was seeded). */
export async function storedSettings(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('tienda_ajustes').select('datos').where('id', '=', ROW_ID).executeTakeFirst();
  return row?.datos;
}

export async function saveSettings(db: Db, datos: unknown, at: Date): Promise<void> {
  const values = { datos: JSON.stringify(datos), updated_at: toDbDateTime(at) };
  const updated = await db.updateTable('tienda_ajustes').set(values).where('id', '=', ROW_ID).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  try {
    await db
      .insertInto('tienda_ajustes')
      .values({ id: ROW_ID, ...values })
      .execute();
  } catch (err) {
    // Two first saves at once: the other inserted the row, this one's values win as the later write.
    if (!isUniqueViolation(err)) throw err;
    await db.updateTable('tienda_ajustes').set(values).where('id', '=', ROW_ID).execute();
  }
}
