import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * Every amount in pesos is 64-bit. On MySQL `integer` is 32-bit (at most 2 147 483 647) while a
 * price may be 100 000 000: 72 × 30 000 000 was quoted and then refused by the database with a 500
 * ("Out of range value for column 'subtotal'"). SQLite's INTEGER is already 64-bit: nothing to do.
 * Orders also stop at MAX_ORDER_TOTAL before anything is written (order-pricing.ts); these columns
 * are what makes the database itself never the limit. `pagos_wompi.monto_centavos` was already bigint.
 */
const MONEY_COLUMNS: [table: string, column: string, nullable: boolean][] = [
  ['pedidos', 'subtotal', false],
  ['pedidos', 'envio', false],
  ['pedidos', 'total', false],
  ['pedido_lineas', 'precio', false],
  ['pedido_lineas', 'subtotal', false],
  ['productos', 'precio', false],
  ['productos', 'precio_antes', true],
  ['retos', 'precio', false],
];

async function setType(db: Kysely<any>, type: 'BIGINT' | 'INT'): Promise<void> {
  if (dialectOf(db) !== 'mysql') return;
  for (const [table, column, nullable] of MONEY_COLUMNS) {
    await sql`ALTER TABLE ${sql.table(table)} MODIFY ${sql.ref(column)} ${sql.raw(type)} ${sql.raw(nullable ? 'NULL' : 'NOT NULL')}`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await setType(db, 'BIGINT');
}

export async function down(db: Kysely<any>): Promise<void> {
  await setType(db, 'INT');
}
