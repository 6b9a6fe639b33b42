import {
  CATEGORIAS,
  SHOP_MESSAGES as MSG,
  type ProductDetail,
  type ProductImage,
  type ProductQuery,
  type ProductSummary,
} from '@app/shared/shop';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { movedOrMissing } from '../../db/slugs.js';
import * as repo from './products.repo.js';

const available = (p: repo.ProductRow) => p.stock === null || p.stock > 0;

function summary(p: repo.ProductRow, images: ProductImage[]): ProductSummary {
  return {
    id: p.id,
    slug: p.slug,
    nombre: p.nombre,
    categoria: p.categoria,
    precio: p.precio,
    precioAntes: p.precioAntes,
    resumen: p.resumen,
    presentacion: p.presentacion,
    imagen: images[0] ?? null,
    disponible: available(p),
  };
}

/** The public catalog: only active products, never the stock count itself. */
export function createCatalogService({ db }: Pick<AppDeps, 'db'>) {
  return {
    categorias: async () => CATEGORIAS.map(({ slug, nombre, subtitulo }) => ({ slug, nombre, subtitulo })),

    async products(query: ProductQuery): Promise<ProductSummary[]> {
      const rows = await repo.activeProducts(db, query);
      const images = await repo.imagesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => summary(r, images.get(r.id) ?? []));
    },

    /** One active product; a former slug throws MovedSlug (db/slugs.ts), anything else 404. */
    async product(slug: string): Promise<ProductDetail> {
      const p = await repo.productBySlug(db, slug);
      if (p && !p.activo) throw notFound(MSG.productNotFound);
      if (!p) return movedOrMissing(db, repo.PRODUCT_SLUGS, slug, () => notFound(MSG.productNotFound));
      const imagenes = (await repo.imagesOf(db, [p.id])).get(p.id) ?? [];
      return { ...summary(p, imagenes), descripcion: p.descripcion, registroInvima: p.registroInvima, imagenes };
    },
  };
}
