import { sql } from 'kysely';
import { dialectOf } from '../../db/database.js';
import { RETO_LIMITS, RETO_MESSAGES, type RetoData, type RetoDia, type RetoKitProduct } from '@app/shared/retos';
import type { SlugKind } from '../../db/slugs.js';
import type { RetosTable } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';

/** SQL of the retos: the programmes, their plan, their kit and the enrolments. */
export type RetoRow = Omit<RetosTable, 'id'> & { id: number };

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};
export { parseList };

function columnsOf(p: RetoData & { slug: string }) {
  return {
    slug: p.slug,
    nombre: p.nombre,
    titular: p.titular,
    descripcion: p.descripcion,
    dias: p.dias,
    precio: p.precio,
    incluye: JSON.stringify(p.incluye),
    beneficios: JSON.stringify(p.beneficios),
    meta_descripcion: p.metaDescripcion,
    activo: p.activo ? 1 : 0,
    orden: p.orden,
  };
}

const live = (db: Db) => db.selectFrom('retos').selectAll().where('archived_at', 'is', null);

export const adminRetos = (db: Db): Promise<RetoRow[]> => live(db).orderBy('orden').orderBy('id').execute();
export const activeRetos = (db: Db): Promise<RetoRow[]> => live(db).where('activo', '=', 1).orderBy('orden').orderBy('id').execute();
export const retoById = (db: Db, id: number): Promise<RetoRow | undefined> => live(db).where('id', '=', id).executeTakeFirst();
export const retoBySlug = (db: Db, slug: string): Promise<RetoRow | undefined> => live(db).where('slug', '=', slug).executeTakeFirst();

/**
 * The retos' slugs and former slugs (db/slugs.ts): archived retos keep theirs (old links and order
 * lines name them); a former slug leads to an active reto only.
 */
export const RETO_SLUGS: SlugKind = {
  table: 'retos',
  formerTable: 'reto_slugs',
  ownerColumn: 'reto_id',
  isPublic: sql`r.activo = 1 and r.archived_at is null`,
  maxLength: RETO_LIMITS.slug,
  fallback: 'reto',
  takenMessage: RETO_MESSAGES.slugTaken,
};

export async function insertReto(db: Db, p: RetoData & { slug: string }, at: string): Promise<number> {
  const { insertId } = await db
    .insertInto('retos')
    .values({ ...columnsOf(p), imagen_path: null, imagen_alt: null, archived_at: null, created_at: at, updated_at: at })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updateReto(db: Db, id: number, p: RetoData & { slug: string }, at: string): Promise<boolean> {
  const r = await db
    .updateTable('retos')
    .set({ ...columnsOf(p), updated_at: at })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function archiveReto(db: Db, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('retos')
    .set({ archived_at: at, activo: 0, updated_at: at })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setImage(db: Db, id: number, image: { path?: string; alt: string }, at: string): Promise<string | null | undefined> {
  let query = db.selectFrom('retos').select('imagen_path').where('id', '=', id).where('archived_at', 'is', null);
  // SQLite's write transaction already holds the database; MySQL locks the row.
  if (dialectOf(db) === 'mysql') query = query.forUpdate();
  const current = await query.executeTakeFirst();
  if (!current) return undefined;
  await db
    .updateTable('retos')
    .set({ ...(image.path ? { imagen_path: image.path } : {}), imagen_alt: image.alt, updated_at: at })
    .where('id', '=', id)
    .execute();
  return current.imagen_path;
}

// ── kit ────────────────────────────────────────────────────────────────────────────────────────
/** The kit of each reto, in order; archived products leave it (they are no longer sold). */
export async function kitsOf(db: Db, ids: number[], onlyActive: boolean): Promise<Map<number, RetoKitProduct[]>> {
  if (ids.length === 0) return new Map();
  let q = db
    .selectFrom('reto_productos as k')
    .innerJoin('productos as p', 'p.id', 'k.producto_id')
    .select(['k.reto_id', 'p.id', 'p.nombre', 'p.slug', 'p.precio'])
    .where('k.reto_id', 'in', ids)
    .where('p.archived_at', 'is', null);
  if (onlyActive) q = q.where('p.activo', '=', 1);
  return groupBy(
    await q.orderBy('k.reto_id').orderBy('k.posicion').execute(),
    (r) => Number(r.reto_id),
    (r): RetoKitProduct => ({ id: Number(r.id), nombre: r.nombre, slug: r.slug, precio: Number(r.precio) }),
  );
}

export async function replaceKit(db: Db, id: number, productIds: number[]): Promise<void> {
  await db.deleteFrom('reto_productos').where('reto_id', '=', id).execute();
  if (productIds.length)
    await db
      .insertInto('reto_productos')
      .values(productIds.map((producto_id, posicion) => ({ reto_id: id, producto_id, posicion })))
      .execute();
}

// ── the plan ───────────────────────────────────────────────────────────────────────────────────
export async function planOf(db: Db, id: number): Promise<RetoDia[]> {
  const rows = await db.selectFrom('reto_dias').selectAll().where('reto_id', '=', id).orderBy('dia').execute();
  return rows.map((r) => ({ dia: Number(r.dia), titulo: r.titulo, texto: r.texto, enlaceUrl: r.enlace_url, videoUrl: r.video_url }));
}

export async function writtenDays(db: Db, ids: number[]): Promise<Map<number, { dias: number; ultimo: number }>> {
  const map = new Map<number, { dias: number; ultimo: number }>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('reto_dias')
    .select(['reto_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('dia').as('ultimo')])
    .where('reto_id', 'in', ids)
    .groupBy('reto_id')
    .execute();
  for (const r of rows) map.set(Number(r.reto_id), { dias: Number(r.n), ultimo: Number(r.ultimo) });
  return map;
}

export async function replacePlan(db: Db, id: number, dias: RetoDia[], at: string): Promise<void> {
  await db.deleteFrom('reto_dias').where('reto_id', '=', id).execute();
  // In slices: a 365-day plan is one statement too many parameters for SQLite's limit otherwise.
  for (let i = 0; i < dias.length; i += 100)
    await db
      .insertInto('reto_dias')
      .values(
        dias.slice(i, i + 100).map((d) => ({
          reto_id: id,
          dia: d.dia,
          titulo: d.titulo,
          texto: d.texto,
          enlace_url: d.enlaceUrl,
          video_url: d.videoUrl,
          updated_at: at,
        })),
      )
      .execute();
}

/** Locks the reto's row for a write that depends on it (its days while the plan is replaced). */
export async function touchReto(db: Db, id: number, at: string): Promise<RetoRow | undefined> {
  const r = await db.updateTable('retos').set({ updated_at: at }).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return undefined;
  return retoById(db, id);
}

// ── enrolments ────────────────────────────────────────────────────────────────────────────────
export async function enrolledCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('reto_inscripciones')
    .select(['reto_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('reto_id', 'in', ids)
    .where('estado', '=', 'activa')
    .groupBy('reto_id')
    .execute();
  for (const r of rows) map.set(Number(r.reto_id), Number(r.n));
  return map;
}

/** What pricing needs of the retos in a cart (archived ones too: the line then says it is gone). */
export async function pricedRetos(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('retos')
    .select(['id', 'nombre', 'slug', 'precio', 'dias', 'activo', 'archived_at', 'imagen_path', 'imagen_alt'])
    .where('id', 'in', ids)
    .execute();
}

/** The programme lines of an order with the order's buyer and start; empty for an order of products only. */
export async function programmeLinesOf(db: Db, pedidoId: number) {
  return db
    .selectFrom('pedido_lineas as l')
    .innerJoin('pedidos as p', 'p.id', 'l.pedido_id')
    .innerJoin('retos as r', 'r.id', 'l.reto_id')
    .select(['l.reto_id', 'p.user_id', 'p.reto_inicio', 'r.nombre', 'r.dias', 'r.slug'])
    .where('l.pedido_id', '=', pedidoId)
    .where('l.reto_id', 'is not', null)
    .execute();
}

/**
 * Enrols once: the UNIQUE (pedido_id, reto_id) and (user_id, reto_id, inicio) make a second insert
 * (another process confirming the same payment, a second order for the same start) change nothing.
 */
export async function insertEnrolment(
  db: Db,
  row: { reto_id: number; user_id: number; pedido_id: number; inicio: string },
  at: string,
): Promise<boolean> {
  const values = { ...row, estado: 'activa', created_at: at, updated_at: at };
  const query =
    dialectOf(db) === 'mysql'
      ? db.insertInto('reto_inscripciones').values(values).ignore()
      : db
          .insertInto('reto_inscripciones')
          .values(values)
          .onConflict((oc) => oc.doNothing());
  const r = await query.executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Ends the active seats of an order (cancelled or refunded): `cancelada` with its date; how many. */
export async function cancelEnrolmentsOf(db: Db, pedidoId: number, at: string): Promise<number> {
  const r = await db
    .updateTable('reto_inscripciones')
    .set({ estado: 'cancelada', cancelada_at: at, updated_at: at })
    .where('pedido_id', '=', pedidoId)
    .where('estado', '=', 'activa')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function participantsOf(db: Db, retoId: number) {
  return (
    db
      .selectFrom('reto_inscripciones as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .innerJoin('pedidos as p', 'p.id', 'i.pedido_id')
      .select(['i.id', 'i.user_id', 'i.inicio', 'i.estado', 'u.first_name', 'u.last_name', 'u.email', 'p.referencia'])
      .where('i.reto_id', '=', retoId)
      // a seat whose order was cancelled or refunded has left the reto
      .where('i.estado', '=', 'activa')
      .orderBy('i.inicio', 'desc')
      .orderBy('i.id', 'desc')
      .execute()
  );
}

// ── the enrolments as the tools of /perfil read them (health-tools, through index.ts) ──────────
/** An enrolment with its reto's name, address and length. */
export interface EnrolmentView {
  id: number;
  user_id: number;
  inicio: string;
  estado: string;
  reto_id: number;
  nombre: string;
  slug: string;
  dias: number;
}

const enrolmentViews = (db: Db) =>
  db
    .selectFrom('reto_inscripciones as i')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .select(['i.id', 'i.user_id', 'i.inicio', 'i.estado', 'i.reto_id', 'r.nombre', 'r.slug', 'r.dias']);

const enrolmentView = <T extends EnrolmentView>(r: T): T => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
  reto_id: Number(r.reto_id),
  dias: Number(r.dias),
});

/** The person's enrolments, newest start first. */
export async function enrolmentsOfUser(db: Db, userId: number): Promise<EnrolmentView[]> {
  return (await enrolmentViews(db).where('i.user_id', '=', userId).orderBy('i.inicio', 'desc').orderBy('i.id', 'desc').execute()).map(
    enrolmentView,
  );
}

/** One enrolment of the person: another person's id finds nothing (the caller answers 404). */
export async function enrolmentOfUser(db: Db, userId: number, id: number): Promise<EnrolmentView | undefined> {
  const row = await enrolmentViews(db).where('i.user_id', '=', userId).where('i.id', '=', id).executeTakeFirst();
  return row && enrolmentView(row);
}

/** Day N of a reto's plan, as Mi reto and its e-mail show it. */
export async function planDayOf(db: Db, retoId: number, dia: number) {
  const row = await db
    .selectFrom('reto_dias')
    .select(['dia', 'titulo', 'texto', 'enlace_url', 'video_url'])
    .where('reto_id', '=', retoId)
    .where('dia', '=', dia)
    .executeTakeFirst();
  return row && { ...row, dia: Number(row.dia) };
}

/** The active enrolments of these people started between `oldestStart` and `today`, with whom to write to. */
export async function enrolmentsUnderway(
  db: Db,
  { today, oldestStart, userIds }: { today: string; oldestStart: string; userIds: readonly number[] },
): Promise<(EnrolmentView & { email: string; first_name: string })[]> {
  if (!userIds.length) return [];
  const rows = await enrolmentViews(db)
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['u.email', 'u.first_name'])
    .where('i.user_id', 'in', userIds)
    .where('i.estado', '=', 'activa')
    .where('i.inicio', '<=', today)
    .where('i.inicio', '>=', oldestStart)
    .orderBy('i.id')
    .execute();
  return rows.map(enrolmentView);
}
