/**
 * The blog's constants the public pages need, without zod: the client's blog pages
 * import this file, so their JavaScript does not carry the schemas (as shop-public.ts for the shop).
 * `blog.ts` re-exports it.
 */

/** Posts per page of the public list. */
export const BLOG_PAGE_SIZE = 12;
/** Posts in /blog/rss.xml. */
export const BLOG_FEED_SIZE = 20;
/** Related posts on a post's page. */
export const BLOG_RELATED_SIZE = 3;
/** Reading speed behind `minutosLectura`. */
export const WORDS_PER_MINUTE = 200;

/** The line under /blog's title (the client's page and the page server's copy of it). */
export const BLOG_LEAD = 'Recetas, consejos de alimentación e historias de nuestros clientes.';

/** API paths (under /api) and the site's pages of the blog. */
export const BLOG_ENDPOINTS = {
  entradas: '/blog',
  entrada: (slug: string) => `/blog/${slug}`,
  etiquetas: '/blog/etiquetas',
  vistaPrevia: (token: string) => `/blog/vista-previa/${token}`,
  admin: '/admin/blog',
  adminEntrada: (id: number) => `/admin/blog/${id}`,
  adminPortada: (id: number) => `/admin/blog/${id}/portada`,
  adminVistaPrevia: (id: number) => `/admin/blog/${id}/vista-previa`,
  adminPrevisualizar: '/admin/blog/previsualizar',
} as const;

export const BLOG_PAGES = {
  lista: '/blog',
  entrada: (slug: string) => `/blog/${slug}`,
  etiqueta: (slug: string) => `/blog?etiqueta=${encodeURIComponent(slug)}`,
  vistaPrevia: (token: string) => `/blog/vista-previa/${token}`,
  rss: '/blog/rss.xml',
} as const;
