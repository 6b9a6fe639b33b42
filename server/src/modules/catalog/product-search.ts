import { CATEGORIAS } from '@app/shared/shop';
import type { SearchDocument, SearchSource } from '../search/index.js';
import { productPagePath } from './product-page.js';
import type { Db } from '../../db/database.js';

/**
 * The shop's products as the site search finds them: the active ones, not archived.
 * The products' writes (products-admin.service.ts) re-index their product in their transaction.
 */
export const productSearchSource: SearchSource = {
  tipo: 'producto',
  async documents(db: Db, refs?: readonly string[]): Promise<SearchDocument[]> {
    let q = db
      .selectFrom('productos')
      .select(['id', 'nombre', 'slug', 'categoria', 'resumen', 'descripcion', 'presentacion', 'created_at'])
      .where('activo', '=', 1)
      .where('archived_at', 'is', null);
    if (refs) q = q.where('id', 'in', refs.map(Number));
    const rows = await q.execute();
    return rows.map((p) => ({
      ref: String(p.id),
      titulo: p.nombre,
      resumen: p.resumen,
      url: productPagePath(p.slug),
      fecha: p.created_at,
      texto: [p.presentacion, p.descripcion, CATEGORIAS.find((c) => c.slug === p.categoria)?.nombre ?? ''].join(' '),
    }));
  },
};
