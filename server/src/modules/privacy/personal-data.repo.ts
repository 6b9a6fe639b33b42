import { sql } from 'kysely';
import type { SentEmailRecord } from '@app/shared/privacy';
import { dbDateTimeToIso } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** The SQL of the person's rights that no owning module holds: the e-mails sent to them. */

/** The e-mails addressed to the person (no bodies). */
export async function findEmailsTo(db: Db, email: string): Promise<SentEmailRecord[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'status', 'created_at', 'sent_at'])
    .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    destinatario: r.to_address,
    asunto: r.subject,
    estado: r.status,
    creado_at: dbDateTimeToIso(r.created_at)!,
    enviado_at: dbDateTimeToIso(r.sent_at),
  }));
}
