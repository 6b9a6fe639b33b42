import {
  BLOG_LIMITS,
  readingMinutes,
  type AdminPost,
  type PostDetail,
  type PostPreview,
  type PostState,
  type PostSummary,
  type PostTag,
} from '@app/shared/blog';
import { colombiaToUtc, utcToColombia } from '@app/shared/colombia-time';
import { slugify } from '@app/shared/slug';
import { renderMarkdown } from '../../lib/markdown.js';
import { dbDateTimeToIso, fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import * as repo from './blog.repo.js';

/** Rows → the shapes of shared/src/blog.ts, and the rules they share (slugs, reading time, instants). */

/** The Markdown's HTML and its reading time in whole minutes (at least one). */
export function renderPost(cuerpo: string): { html: string; minutosLectura: number } {
  const { html, words } = renderMarkdown(cuerpo);
  return { html, minutosLectura: readingMinutes(words) };
}

/** '2026-12-01T08:00' (Colombia) → the stored UTC instant. */
export function colombiaLocalToDb(local: string): string {
  const [fecha, hora] = local.split('T');
  return toDbDateTime(colombiaToUtc(fecha, hora));
}

/** The stored UTC instant → '2026-12-01T08:00' (Colombia), as the editor's field holds it. */
export function dbToColombiaLocal(value: string | null): string | null {
  const d = fromDbDateTime(value);
  if (!d) return null;
  const { fecha, hora } = utcToColombia(d);
  return `${fecha}T${hora}`;
}

export const tagSlug = (nombre: string) => slugify(nombre, BLOG_LIMITS.etiquetaSlug);

const cover = (r: repo.PostRow) => (r.portada_path ? { path: r.portada_path, alt: r.portada_alt ?? '' } : null);
const publicTags = (tags: (PostTag & { id: number })[] | undefined): PostTag[] =>
  (tags ?? []).map(({ slug, nombre }) => ({ slug, nombre }));

export function adminPostView(r: repo.PostRow, tags: (PostTag & { id: number })[] | undefined): AdminPost {
  return {
    id: r.id,
    titulo: r.titulo,
    slug: r.slug,
    extracto: r.extracto,
    cuerpo: r.cuerpo,
    etiquetas: (tags ?? []).map((t) => t.nombre),
    estado: r.estado as PostState,
    publicarEn: dbToColombiaLocal(r.publicar_en),
    seoTitulo: r.seo_titulo,
    seoDescripcion: r.seo_descripcion,
    portada: cover(r),
    autor: r.autor,
    publicadoEn: dbDateTimeToIso(r.publicado_at),
    minutosLectura: r.minutos_lectura,
    vistaPrevia: r.vista_previa_hash !== null,
    createdAt: dbDateTimeToIso(r.created_at) ?? '',
    updatedAt: dbDateTimeToIso(r.updated_at) ?? '',
  };
}

export function summaryView(r: repo.PostRow, tags: (PostTag & { id: number })[] | undefined): PostSummary {
  return {
    id: r.id,
    slug: r.slug,
    titulo: r.titulo,
    extracto: r.extracto,
    portada: cover(r),
    etiquetas: publicTags(tags),
    autor: r.autor,
    publicadoEn: dbDateTimeToIso(r.publicado_at) ?? '',
    actualizadoEn: dbDateTimeToIso(r.updated_at) ?? '',
    minutosLectura: r.minutos_lectura,
  };
}

export function detailView(r: repo.PostRow, tags: (PostTag & { id: number })[] | undefined, relacionados: PostSummary[]): PostDetail {
  return {
    ...summaryView(r, tags),
    html: r.html,
    seoTitulo: r.seo_titulo ?? r.titulo,
    seoDescripcion: r.seo_descripcion ?? r.extracto,
    relacionados,
  };
}

export function previewView(r: repo.PostRow, tags: (PostTag & { id: number })[] | undefined): PostPreview {
  const { relacionados: _none, ...detail } = detailView(r, tags, []);
  return {
    ...detail,
    estado: r.estado as PostState,
    publicadoEn: dbDateTimeToIso(r.publicado_at),
    publicarEn: dbToColombiaLocal(r.publicar_en),
  };
}
