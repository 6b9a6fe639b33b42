import { sql } from 'kysely';
import type { AdminProduct, CategoriaSlug, ProductData, ProductImage, ProductQuery } from '@app/shared/shop';
import { PRODUCT_LIMITS, SHOP_MESSAGES, productSearchText } from '@app/shared/shop';
import type { SlugKind } from '../../db/slugs.js';
import type { ProductosTable } from '../../db/schema.js';
import { dbDateTimeToIso } from '../../lib/time.js';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';

/** SQL of the catalog: products, their images and their former slugs. */
type Row = Omit<ProductosTable, 'id'> & { id: number };

/** The products' slugs and former slugs (db/slugs.ts): a former slug leads to an active product only. */
export const PRODUCT_SLUGS: SlugKind = {
  table: 'productos',
  formerTable: 'producto_slugs',
  ownerColumn: 'producto_id',
  isPublic: sql`r.activo = 1 and r.archived_at is null`,
  maxLength: PRODUCT_LIMITS.slug,
  fallback: 'producto',
  takenMessage: SHOP_MESSAGES.slugTaken,
};

/** A product row as the services use it: the admin shape without its images. */
export type ProductRow = Omit<AdminProduct, 'imagenes'>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

function toProduct(r: Row): ProductRow {
  return {
    id: Number(r.id),
    nombre: r.nombre,
    slug: r.slug,
    categoria: r.categoria as CategoriaSlug,
    resumen: r.resumen,
    descripcion: r.descripcion,
    precio: Number(r.precio),
    precioAntes: num(r.precio_antes),
    stock: num(r.stock),
    presentacion: r.presentacion,
    registroInvima: r.registro_invima,
    activo: Boolean(Number(r.activo)),
    orden: Number(r.orden),
    createdAt: dbDateTimeToIso(r.created_at) ?? '',
    updatedAt: dbDateTimeToIso(r.updated_at) ?? '',
  };
}

/** The columns a payload sets (and the folded text search reads). */
function columnsOf(p: ProductData & { slug: string }) {
  return {
    nombre: p.nombre,
    slug: p.slug,
    categoria: p.categoria,
    resumen: p.resumen,
    descripcion: p.descripcion,
    precio: p.precio,
    precio_antes: p.precioAntes,
    stock: p.stock,
    presentacion: p.presentacion,
    registro_invima: p.registroInvima,
    activo: p.activo ? 1 : 0,
    orden: p.orden,
    busqueda: productSearchText(p),
  };
}

const notArchived = (db: Db) => db.selectFrom('productos').selectAll().where('archived_at', 'is', null);

/** LIKE pattern of a folded search text, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Active products of the shop, filtered and sorted (relevance: names starting with the search first, then the team's order). */
export async function activeProducts(db: Db, query: ProductQuery): Promise<ProductRow[]> {
  let q = notArchived(db).where('activo', '=', 1);
  if (query.categoria) q = q.where('categoria', '=', query.categoria);
  const pattern = query.q ? containing(query.q) : undefined;
  if (pattern) q = q.where(sql<boolean>`busqueda like ${pattern} escape '!'`);
  switch (query.orden) {
    case 'precio_asc':
      q = q.orderBy('precio', 'asc');
      break;
    case 'precio_desc':
      q = q.orderBy('precio', 'desc');
      break;
    case 'nombre':
      q = q.orderBy('busqueda', 'asc');
      break;
    default:
      if (pattern) q = q.orderBy(sql`case when busqueda like ${`${pattern.slice(1)}`} escape '!' then 0 else 1 end`);
      q = q.orderBy('orden', 'asc');
  }
  const rows = await q.orderBy('nombre', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toProduct);
}

/** Every product not archived (active or not), in the team's order. */
export async function adminProducts(db: Db): Promise<ProductRow[]> {
  const rows = await notArchived(db).orderBy('orden', 'asc').orderBy('nombre', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toProduct);
}

export async function productById(db: Db, id: number): Promise<ProductRow | undefined> {
  const row = await notArchived(db).where('id', '=', id).executeTakeFirst();
  return row && toProduct(row);
}

export async function productBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const row = await notArchived(db).where('slug', '=', slug).executeTakeFirst();
  return row && toProduct(row);
}

export async function insertProduct(db: Db, p: ProductData & { slug: string }, at: string): Promise<number> {
  const result = await db
    .insertInto('productos')
    .values({ ...columnsOf(p), archived_at: null, created_at: at, updated_at: at })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Saves the payload (its former slug is db/slugs.ts's `keepFormerSlug`). */
export async function updateProduct(db: Db, id: number, p: ProductData & { slug: string }, at: string): Promise<void> {
  await db
    .updateTable('productos')
    .set({ ...columnsOf(p), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function archiveProduct(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('productos')
    .set({ activo: 0, archived_at: at, updated_at: at })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks the product changed; false when it does not exist (or is archived). Inside a
 * transaction it also takes the product row's lock first, so concurrent changes to its images
 * take turns (MySQL reads after it see the other's commit; SQLite writes one at a time anyway).
 */
export async function touchProduct(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('productos')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ── images ───────────────────────────────────────────────────────────────────────────────────

/** Images of these products, cover first, grouped by product id. */
export async function imagesOf(db: Db, ids: number[]): Promise<Map<number, ProductImage[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('producto_imagenes')
    .select(['id', 'producto_id', 'path', 'alt'])
    .where('producto_id', 'in', ids)
    .orderBy('producto_id')
    .orderBy('posicion')
    .orderBy('id')
    .execute();
  return groupBy(
    rows,
    (r) => Number(r.producto_id),
    (r): ProductImage => ({ id: Number(r.id), path: r.path, alt: r.alt }),
  );
}

export async function imageCount(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('producto_imagenes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('producto_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function image(db: Db, productId: number, imageId: number): Promise<ProductImage | undefined> {
  const row = await db
    .selectFrom('producto_imagenes')
    .select(['id', 'path', 'alt'])
    .where('producto_id', '=', productId)
    .where('id', '=', imageId)
    .executeTakeFirst();
  return row && { id: Number(row.id), path: row.path, alt: row.alt };
}

export async function addImage(db: Db, productId: number, path: string, alt: string, at: string): Promise<void> {
  const last = await db
    .selectFrom('producto_imagenes')
    .select((eb) => eb.fn.max('posicion').as('p'))
    .where('producto_id', '=', productId)
    .executeTakeFirst();
  const posicion = last?.p === null || last?.p === undefined ? 1 : Number(last.p) + 1;
  await db.insertInto('producto_imagenes').values({ producto_id: productId, posicion, path, alt, created_at: at }).execute();
}

export async function setImage(db: Db, imageId: number, values: { path?: string; alt?: string }): Promise<void> {
  await db.updateTable('producto_imagenes').set(values).where('id', '=', imageId).execute();
}

export async function deleteImage(db: Db, imageId: number): Promise<void> {
  await db.deleteFrom('producto_imagenes').where('id', '=', imageId).execute();
}

/** Positions 1..n in the order of `ids` (the caller checked they are exactly the product's images). */
export async function reorderImages(db: Db, productId: number, ids: number[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable('producto_imagenes')
      .set({ posicion: i + 1 })
      .where('producto_id', '=', productId)
      .where('id', '=', id)
      .execute();
  }
}

// ── stock (the orders take and give back units) ─────────────────────────────────────────────

/**
 * Takes `cantidad` units of an active product, only if that many are left (or its stock is not
 * tracked): one conditional UPDATE, so of two orders for the last unit exactly one gets it, on
 * SQLite and MySQL alike (the row lock makes the second wait and then see the first's commit).
 * False when the product is gone, off sale, or short.
 */
export async function takeStock(trx: Db, productoId: number, cantidad: number): Promise<boolean> {
  const res = await trx
    .updateTable('productos')
    .set({ stock: sql<number | null>`stock - ${cantidad}` })
    .where('id', '=', productoId)
    .where('activo', '=', 1)
    .where('archived_at', 'is', null)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', cantidad)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives back units taken by takeStock (a late payment that could not take all of its lines). */
export async function giveBackStock(trx: Db, productoId: number, cantidad: number): Promise<void> {
  await trx
    .updateTable('productos')
    .set({ stock: sql<number>`stock + ${cantidad}` })
    .where('id', '=', productoId)
    .where('stock', 'is not', null)
    .execute();
}

/** How many of these products exist and are not archived (a reto's kit names only those). */
export async function existingProducts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('productos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
