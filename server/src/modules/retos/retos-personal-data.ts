import { sql } from 'kysely';
import { colombiaToday } from '@app/shared/colombia-time';
import { dialectOf } from '../../db/database.js';
import { dbDateTimeToIso } from '../../lib/time.js';
import type { OwnerErasure, PersonalDataOwner } from '../privacy/index.js';
import type { Db } from '../../db/database.js';

const enrolmentsOf = (db: Db, email: string) =>
  db
    .selectFrom('reto_inscripciones as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .innerJoin('pedidos as p', 'p.id', 'i.pedido_id')
    .select(['i.id', 'i.inicio', 'i.estado', 'i.created_at', 'r.nombre', 'r.dias', 'p.referencia'])
    .where('u.email', '=', email)
    .orderBy('i.id')
    .execute();

/** The last day of the programme plus one, in SQL on either database ('YYYY-MM-DD'). */
const endOf = (db: Db) =>
  dialectOf(db) === 'mysql'
    ? sql<string>`DATE_FORMAT(DATE_ADD(i.inicio, INTERVAL r.dias DAY), '%Y-%m-%d')`
    : sql<string>`date(i.inicio, '+' || r.dias || ' days')`;

/**
 * The enrolments in retos as personal data (declared by the retos module's descriptor,
 * before the account): the export lists them; an erasure deletes them (the order, the sale's
 * record, is the shop's and follows its own rules); the retention pass deletes an enrolment
 * RETENTION_MONTHS after its programme ended. The health logs hang from the
 * enrolment and go with it.
 */
export const retosPersonalData: PersonalDataOwner = {
  name: 'retos',

  async export(db, email) {
    const rows = await enrolmentsOf(db, email);
    return {
      sections: {
        retos: rows.map((r) => ({
          reto: r.nombre,
          inicio: r.inicio,
          dias: Number(r.dias),
          estado: r.estado,
          pedido: r.referencia,
          inscrito_at: dbDateTimeToIso(r.created_at) ?? '',
        })),
      },
      consents: {},
      found: rows.length > 0,
      seen: rows.length ? { inscripciones: rows.map((r) => Number(r.id)) } : {},
    };
  },

  async erase(trx, email): Promise<OwnerErasure> {
    const ids = (await enrolmentsOf(trx, email)).map((r) => Number(r.id));
    if (!ids.length) return { summary: {}, log: {} };
    await trx.deleteFrom('reto_inscripciones').where('id', 'in', ids).execute();
    return { summary: { inscripciones: ids.length }, log: { inscripciones: ids } };
  },

  retention: [
    {
      counter: 'enrolmentsDeleted',
      batches({ db, config, now }) {
        const cutoff = new Date(now.getTime());
        cutoff.setUTCMonth(cutoff.getUTCMonth() - config.retention.months);
        const before = colombiaToday(cutoff);
        return {
          select: async (limit) =>
            (
              await db
                .selectFrom('reto_inscripciones as i')
                .innerJoin('retos as r', 'r.id', 'i.reto_id')
                .select('i.id')
                .where(endOf(db), '<', before)
                .orderBy('i.id')
                .limit(limit)
                .execute()
            ).map((r) => Number(r.id)),
          apply: async (ids) =>
            Number((await db.deleteFrom('reto_inscripciones').where('id', 'in', ids).executeTakeFirst()).numDeletedRows),
        };
      },
    },
  ],
};
