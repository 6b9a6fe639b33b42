import { retoPath } from '@app/shared/retos-public';
import type { SearchDocument, SearchSource } from '../search/index.js';
import type { Db } from '../../db/database.js';

const list = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The retos as the site search finds them: the active ones, not archived. The
 * retos' writes (retos.service.ts) re-index their reto in their transaction.
 */
export const retoSearchSource: SearchSource = {
  tipo: 'reto',
  async documents(db: Db, refs?: readonly string[]): Promise<SearchDocument[]> {
    let q = db
      .selectFrom('retos')
      .select(['id', 'slug', 'nombre', 'titular', 'descripcion', 'incluye', 'beneficios', 'meta_descripcion', 'created_at'])
      .where('activo', '=', 1)
      .where('archived_at', 'is', null);
    if (refs) q = q.where('id', 'in', refs.map(Number));
    const rows = await q.execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titulo: r.nombre,
      tituloExtra: r.titular,
      resumen: r.meta_descripcion,
      url: retoPath(r.slug),
      fecha: r.created_at,
      texto: [r.descripcion, ...list(r.incluye), ...list(r.beneficios)].join(' '),
    }));
  },
};
