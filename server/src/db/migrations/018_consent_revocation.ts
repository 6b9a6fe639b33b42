import type { Kysely } from 'kysely';

/**
 * A consent for a purpose can be withdrawn without deleting the account (the tools' health
 * data, Ley 1581 art. 8 e): `consentimientos.revocado_at` records when. The row stays — version,
 * text, date and IP remain the proof of what was authorised, and until when; a new consent is a new row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consentimientos').addColumn('revocado_at', 'datetime').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consentimientos').dropColumn('revocado_at').execute();
}
