import { BLOG_PAGES } from '@app/shared/blog';
import type { SearchDocument, SearchSource } from '../search/index.js';
import * as repo from './blog.repo.js';
import type { Db } from '../../db/database.js';

/** The words of a post's Markdown: link and image targets and bare addresses are not words of it. */
const markdownWords = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, '] ').replace(/\bhttps?:\/\/\S+/g, ' ');

/**
 * The blog's published posts as the site search finds them: drafts and scheduled posts
 * never. The posts' writes (blog-admin.service.ts) and the publisher (blog-publisher.ts) re-index
 * their post in their transaction.
 */
export const postSearchSource: SearchSource = {
  tipo: 'entrada',
  async documents(db: Db, refs?: readonly string[]): Promise<SearchDocument[]> {
    let q = db
      .selectFrom('blog_entradas')
      .select(['id', 'titulo', 'slug', 'extracto', 'cuerpo', 'publicado_at'])
      .where('estado', '=', 'publicado');
    if (refs) q = q.where('id', 'in', refs.map(Number));
    const rows = await q.execute();
    const tags = await repo.tagsOf(
      db,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((p) => ({
      ref: String(p.id),
      titulo: p.titulo,
      resumen: p.extracto,
      url: BLOG_PAGES.entrada(p.slug),
      fecha: p.publicado_at,
      texto: [markdownWords(p.cuerpo), ...(tags.get(Number(p.id)) ?? []).map((t) => t.nombre)].join(' '),
    }));
  },
};
