/**
 * The blog: the admin post payload, the public query, the shapes both sides read, the
 * endpoints and the Spanish messages. Server routes validate with these schemas; the back office's
 * editor uses the same ones.
 */
import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import { formatWhole } from './format.js';
import { isHHmm, isIsoDate } from './colombia-time.js';
import { SLUG_MAX, SLUG_PATTERN, slugify } from './slug.js';
import { WORDS_PER_MINUTE } from './blog-public.js';

export * from './blog-public.js';

export const BLOG_LIMITS = {
  titulo: 150,
  slug: SLUG_MAX,
  extracto: 300,
  /** Markdown characters: a long article is 20 000; the JSON body limit (100 kb) stays above it. */
  cuerpo: 40_000,
  etiquetas: 10,
  etiqueta: 40,
  /** A tag's slug: its name folded. */
  etiquetaSlug: 60,
  seoTitulo: 150,
  seoDescripcion: 300,
  alt: 200,
  pagina: 1000,
} as const;

/** Whole minutes to read this many words, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

export const POST_STATES = ['borrador', 'programado', 'publicado'] as const;
export type PostState = (typeof POST_STATES)[number];
export const POST_STATE_LABELS: Record<PostState, string> = {
  borrador: 'Borrador',
  programado: 'Programado',
  publicado: 'Publicado',
};

/**
 * Slugs a post cannot take: they name other answers under /api/blog/ and /blog/ (the tag list, the
 * feed). A title that folds to one of them gets `-2`.
 */
export const RESERVED_POST_SLUGS: readonly string[] = ['etiquetas', 'vista-previa', 'rss', 'rss-xml'];

/** The multipart fields of the cover upload. */
export const POST_COVER_FIELDS = { file: 'imagen', alt: 'alt' } as const;

export const BLOG_MESSAGES = {
  postNotFound: 'Entrada no encontrada.',
  tagNotFound: 'Etiqueta no encontrada.',
  pageNotFound: 'Esta página del blog no existe.',
  previewNotFound: 'El enlace de vista previa no es válido o fue reemplazado por uno nuevo.',
  coverNotFound: 'La entrada no tiene portada.',
  tituloRequired: 'El título es obligatorio.',
  tituloTooLong: `El título admite hasta ${BLOG_LIMITS.titulo} caracteres.`,
  slugInvalid: 'La dirección (slug) solo admite letras, números y guiones.',
  slugTooLong: `La dirección (slug) admite hasta ${BLOG_LIMITS.slug} caracteres.`,
  slugTaken: 'Ya existe otra entrada con esa dirección (slug).',
  slugReserved: 'Esa dirección (slug) está reservada por el blog; elige otra.',
  extractoRequired: 'El extracto es obligatorio.',
  extractoTooLong: `El extracto admite hasta ${BLOG_LIMITS.extracto} caracteres.`,
  cuerpoRequired: 'El contenido de la entrada es obligatorio.',
  cuerpoTooLong: `El contenido admite hasta ${formatWhole(BLOG_LIMITS.cuerpo)} caracteres.`,
  etiquetaInvalid: 'Cada etiqueta necesita letras o números.',
  etiquetaTooLong: `Cada etiqueta admite hasta ${BLOG_LIMITS.etiqueta} caracteres.`,
  tooManyEtiquetas: `Una entrada admite hasta ${BLOG_LIMITS.etiquetas} etiquetas.`,
  estadoInvalid: 'El estado debe ser borrador, programado o publicado.',
  publicarEnRequired: 'Indica la fecha y la hora de publicación (hora de Colombia).',
  publicarEnInvalid: 'La fecha de publicación debe tener el formato AAAA-MM-DDTHH:mm (hora de Colombia).',
  publicarEnPast: 'La fecha de publicación programada debe ser posterior a la hora actual de Colombia.',
  seoTituloTooLong: `El título SEO admite hasta ${BLOG_LIMITS.seoTitulo} caracteres.`,
  seoDescripcionTooLong: `La descripción SEO admite hasta ${BLOG_LIMITS.seoDescripcion} caracteres.`,
  altRequired: 'Describe la imagen de portada (texto alternativo) para quien no puede verla.',
  altTooLong: `El texto alternativo admite hasta ${BLOG_LIMITS.alt} caracteres.`,
  selectImage: 'Por favor, selecciona una imagen de portada.',
  queryInvalid: 'Parámetro de búsqueda inválido.',
  paginaInvalid: `La página debe ser un número entero entre 1 y ${BLOG_LIMITS.pagina}.`,
  postCreated: 'Entrada creada.',
  postSaved: 'Entrada guardada.',
  postDeleted: 'Entrada eliminada.',
  coverSaved: 'Portada guardada.',
  coverRemoved: 'Portada quitada.',
  previewCreated: 'Enlace de vista previa creado; el anterior deja de funcionar.',
} as const;

/** Colombia wall-clock date and time as a datetime-local input writes it: 2026-12-01T08:00. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** True for a real Colombia date and time written yyyy-MM-ddTHH:mm. */
export function isColombiaDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  return Boolean(m && isIsoDate(m[1]) && isHHmm(m[2]));
}

/** A tag as typed ("Recetas", "Hidratación"); tags that fold to one slug are one tag. */
const etiqueta = z
  .string({ error: BLOG_MESSAGES.etiquetaInvalid })
  .trim()
  .max(BLOG_LIMITS.etiqueta, BLOG_MESSAGES.etiquetaTooLong)
  .refine((s) => slugify(s, BLOG_LIMITS.etiquetaSlug) !== '', BLOG_MESSAGES.etiquetaInvalid);

/**
 * The admin post payload (POST and PUT; a PUT accepts what the GET returned: extra keys are
 * ignored). `publicarEn` is Colombia time and only read for `programado` (the server checks it is
 * still ahead); `seoTitulo` / `seoDescripcion` empty means "the title" / "the extract".
 */
export const postInputSchema = z
  .object({
    titulo: requiredText(BLOG_MESSAGES.tituloRequired, BLOG_LIMITS.titulo, BLOG_MESSAGES.tituloTooLong),
    /** Blank or absent: made from the title (unique, suffixed on collision). */
    slug: z
      .string({ error: BLOG_MESSAGES.slugInvalid })
      .trim()
      .max(BLOG_LIMITS.slug, BLOG_MESSAGES.slugTooLong)
      .nullish()
      .transform((s) => (s ? s.toLowerCase() : null))
      .refine((s) => s === null || SLUG_PATTERN.test(s), BLOG_MESSAGES.slugInvalid)
      .refine((s) => s === null || !RESERVED_POST_SLUGS.includes(s), BLOG_MESSAGES.slugReserved),
    extracto: requiredText(BLOG_MESSAGES.extractoRequired, BLOG_LIMITS.extracto, BLOG_MESSAGES.extractoTooLong),
    cuerpo: z
      .string({ error: BLOG_MESSAGES.cuerpoRequired })
      .max(BLOG_LIMITS.cuerpo, BLOG_MESSAGES.cuerpoTooLong)
      .refine((s) => s.trim() !== '', BLOG_MESSAGES.cuerpoRequired),
    etiquetas: z
      .array(etiqueta, { error: BLOG_MESSAGES.etiquetaInvalid })
      .max(BLOG_LIMITS.etiquetas, BLOG_MESSAGES.tooManyEtiquetas)
      .default([])
      .transform((list) => {
        const seen = new Set<string>();
        return list.filter((name) => {
          const slug = slugify(name, BLOG_LIMITS.etiquetaSlug);
          if (seen.has(slug)) return false;
          seen.add(slug);
          return true;
        });
      }),
    estado: z.enum(POST_STATES, { error: BLOG_MESSAGES.estadoInvalid }),
    publicarEn: z
      .string({ error: BLOG_MESSAGES.publicarEnInvalid })
      .trim()
      .nullish()
      .transform((s) => s || null)
      .refine((s) => s === null || isColombiaDateTime(s), BLOG_MESSAGES.publicarEnInvalid),
    seoTitulo: optionalText(BLOG_LIMITS.seoTitulo, BLOG_MESSAGES.seoTituloTooLong),
    seoDescripcion: optionalText(BLOG_LIMITS.seoDescripcion, BLOG_MESSAGES.seoDescripcionTooLong),
  })
  .refine((p) => p.estado !== 'programado' || p.publicarEn !== null, { path: ['publicarEn'], message: BLOG_MESSAGES.publicarEnRequired })
  // Only a scheduled post keeps a publication time.
  .transform((p) => ({ ...p, publicarEn: p.estado === 'programado' ? p.publicarEn : null }));
export type PostInput = z.input<typeof postInputSchema>;
export type PostData = z.output<typeof postInputSchema>;

/** Alt text of the cover (multipart field `alt` of the upload, or the JSON of an alt-only edit). */
export const postCoverAltSchema = z.object({
  alt: requiredText(BLOG_MESSAGES.altRequired, BLOG_LIMITS.alt, BLOG_MESSAGES.altTooLong),
});

/** Markdown to preview in the editor (the same rendering the public page gets). */
export const postPreviewSchema = z.object({
  cuerpo: z.string({ error: BLOG_MESSAGES.cuerpoRequired }).max(BLOG_LIMITS.cuerpo, BLOG_MESSAGES.cuerpoTooLong),
});

/** Query of GET /api/blog: a tag's slug and a page from 1. */
export const postQuerySchema = z.object({
  etiqueta: z
    .string({ error: BLOG_MESSAGES.queryInvalid })
    .trim()
    .toLowerCase()
    .max(BLOG_LIMITS.etiquetaSlug, BLOG_MESSAGES.tagNotFound)
    .optional()
    .transform((s) => s || undefined)
    .refine((s) => s === undefined || SLUG_PATTERN.test(s), BLOG_MESSAGES.tagNotFound),
  pagina: z.coerce
    .number({ error: BLOG_MESSAGES.paginaInvalid })
    .int(BLOG_MESSAGES.paginaInvalid)
    .min(1, BLOG_MESSAGES.paginaInvalid)
    .max(BLOG_LIMITS.pagina, BLOG_MESSAGES.paginaInvalid)
    .default(1),
});
export type PostQuery = z.output<typeof postQuerySchema>;

// ── shapes ───────────────────────────────────────────────────────────────────────────────────

/** A stored image (`uploads/blog/….webp`, with its responsive widths beside it) and its alt text. */
export interface PostCover {
  path: string;
  alt: string;
}

export interface PostTag {
  slug: string;
  nombre: string;
}

/** A published post in the public list (no body). Instants are UTC ISO 8601. */
export interface PostSummary {
  id: number;
  slug: string;
  titulo: string;
  extracto: string;
  portada: PostCover | null;
  etiquetas: PostTag[];
  autor: string;
  publicadoEn: string;
  actualizadoEn: string;
  minutosLectura: number;
}

/** A published post's page: the sanitised HTML of its body, its SEO texts (defaults filled), related posts. */
export interface PostDetail extends PostSummary {
  html: string;
  seoTitulo: string;
  seoDescripcion: string;
  relacionados: PostSummary[];
}

/** A post seen through its private preview link, whatever its state. */
export interface PostPreview extends Omit<PostDetail, 'publicadoEn' | 'relacionados'> {
  estado: PostState;
  /** null until it is published. */
  publicadoEn: string | null;
  /** Colombia time, as in the payload; null unless scheduled. */
  publicarEn: string | null;
}

/** A tag with the number of published posts carrying it (only tags with some). */
export interface PostTagCount extends PostTag {
  entradas: number;
}

/** A post in the back office: the payload's keys as stored, and what the server adds. */
export interface AdminPost {
  id: number;
  titulo: string;
  slug: string;
  extracto: string;
  cuerpo: string;
  /** Tag names as first typed. */
  etiquetas: string[];
  estado: PostState;
  publicarEn: string | null;
  /** null: the title is used. */
  seoTitulo: string | null;
  /** null: the extract is used. */
  seoDescripcion: string | null;
  portada: PostCover | null;
  autor: string;
  publicadoEn: string | null;
  minutosLectura: number;
  /** True when a private preview link exists (the link itself is only shown when created). */
  vistaPrevia: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The answer of POST /api/admin/blog/:id/vista-previa: the new link (shown once). */
export interface PostPreviewLink {
  message: string;
  url: string;
}

/** The answer of POST /api/admin/blog/previsualizar. */
export interface RenderedMarkdown {
  html: string;
  minutosLectura: number;
}
