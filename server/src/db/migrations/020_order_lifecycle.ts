import type { Kysely } from 'kysely';

/**
 * Two dates the order lifecycle (modules/shop/order-lifecycle.ts, docs/architecture.md §19) needs:
 * - `pedidos.confirmado_at`: a cash-on-delivery order confirmed by its buyer (the e-mail's link) or
 *   by the team. Until then it holds its units only CASH_ON_DELIVERY_CONFIRM_HOURS (`vence_at`),
 *   so an anonymous order can no longer lock a product's stock for ever.
 * - `reto_inscripciones.cancelada_at`: when a programme's seat ended because its order was
 *   cancelled or refunded (the enrolment becomes `cancelada`; it is kept, with its check-ins,
 *   as the person's record).
 * And an index on `pagos_wompi.transaccion_id`: a Wompi event is matched to its attempt by its
 * (signed) transaction id, never by its unsigned reference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pedidos').addColumn('confirmado_at', 'datetime').execute();
  await db.schema.alterTable('reto_inscripciones').addColumn('cancelada_at', 'datetime').execute();
  await db.schema.createIndex('pagos_wompi_transaccion').on('pagos_wompi').column('transaccion_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pagos_wompi_transaccion').on('pagos_wompi').execute();
  await db.schema.alterTable('reto_inscripciones').dropColumn('cancelada_at').execute();
  await db.schema.alterTable('pedidos').dropColumn('confirmado_at').execute();
}
