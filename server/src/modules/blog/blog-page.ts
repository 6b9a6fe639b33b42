import {
  BLOG_LEAD,
  BLOG_LIMITS,
  BLOG_PAGES,
  BLOG_PAGE_SIZE,
  postQuerySchema,
  type PostDetail,
  type PostSummary,
  type PostTagCount,
} from '@app/shared/blog';
import { formatColombiaDay } from '@app/shared/format';
import { SLUG_PATTERN } from '@app/shared/slug';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { escapeHtml, mediaFileCheck, mediaImg, shareImage, type PageBody, type PageHead } from '../../web/page-head.js';
import type { DynamicAnswer, DynamicPage } from '../../web/spa-pages.js';
import { BLOG_DESCRIPTION } from './blog-feed.js';
import { MovedSlug } from '../../db/slugs.js';
import { createBlogPublicService } from './blog-public.service.js';

/**
 * The HTML of /blog/:slug and /blog: link previews (WhatsApp, Facebook) and search
 * engines run no JavaScript, so the head carries the title, description, canonical address, Open
 * Graph `article` with the cover, the Twitter card and a schema.org `BlogPosting`, and the body
 * carries the post's text itself (page-head.ts PageBody: the slots `blog-post-ssr` and
 * `blog-list-ssr` are the contract with the client's pages).
 */

export interface Site {
  publicUrl: string;
  brandName: string;
}

/** The share card of the blog's pre-rendered page (client/scripts/build.mjs writes one per page). */
const BLOG_SHARE_IMAGE = '/images/share/blog.jpg';

/** "26 de noviembre de 2026": a day in Colombia, as the pages write dates. */
export const spanishDate = formatColombiaDay;

const readingTime = (minutes: number) => `${minutes} min de lectura`;

export function postHead(post: PostDetail, site: Site, exists: (relative: string) => boolean): PageHead {
  const url = `${site.publicUrl}${BLOG_PAGES.entrada(post.slug)}`;
  const image = shareImage(post.portada, { publicUrl: site.publicUrl, fallback: BLOG_SHARE_IMAGE, alt: post.titulo }, exists);
  return {
    title: `${post.seoTitulo} | ${site.brandName}`,
    description: post.seoDescripcion,
    url,
    type: 'article',
    image,
    properties: [
      ['article:published_time', post.publicadoEn],
      ['article:modified_time', post.actualizadoEn],
      ['article:section', 'Blog'],
      ...post.etiquetas.map((t): [string, string] => ['article:tag', t.nombre]),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.titulo.slice(0, 110),
      description: post.seoDescripcion,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      image: [image.url],
      datePublished: post.publicadoEn,
      dateModified: post.actualizadoEn,
      author: { '@type': 'Person', name: post.autor },
      publisher: { '@type': 'Organization', name: site.brandName, url: site.publicUrl },
      inLanguage: 'es-CO',
      ...(post.etiquetas.length ? { keywords: post.etiquetas.map((t) => t.nombre).join(', ') } : {}),
      timeRequired: `PT${post.minutosLectura}M`,
    },
  };
}

/**
 * The cover as the page draws it (client post-cover.tsx): the same picture and box. `priority`: the
 * largest paint of the page (asked first, drawn at once), else loaded as it nears the screen.
 */
function coverImg(post: PostSummary, sizes: string, priority = true): string {
  const cover = post.portada;
  return cover ? mediaImg(cover.path, { alt: cover.alt, sizes, width: 1280, height: 720, className: 'blog-cover', priority }) : '';
}

/** The sizes of a card's cover (client post-card.tsx). */
const CARD_COVER_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

const postMeta = (p: PostSummary) =>
  `<p class="blog-meta"><time datetime="${escapeHtml(p.publicadoEn)}">${escapeHtml(spanishDate(p.publicadoEn))}</time> · ${readingTime(p.minutosLectura)}</p>`;

/** The post's page without JavaScript: title, date, reading time, author, cover, the sanitised body, tags, related posts. */
export function postBody(post: PostDetail): PageBody {
  const tags = post.etiquetas.length
    ? `<ul class="blog-etiquetas">${post.etiquetas.map((t) => `<li><a href="${escapeHtml(BLOG_PAGES.etiqueta(t.slug))}">${escapeHtml(t.nombre)}</a></li>`).join('')}</ul>`
    : '';
  const related = post.relacionados.length
    ? `<nav class="blog-relacionados" aria-label="Entradas relacionadas"><h2>También te puede interesar</h2><ul>${post.relacionados
        .map((r) => `<li><a href="${escapeHtml(BLOG_PAGES.entrada(r.slug))}">${escapeHtml(r.titulo)}</a></li>`)
        .join('')}</ul></nav>`
    : '';
  return {
    slot: 'blog-post-ssr',
    html:
      `<article class="blog-entrada"><header><h1>${escapeHtml(post.titulo)}</h1>` +
      `<p class="blog-meta"><time datetime="${escapeHtml(post.publicadoEn)}">${escapeHtml(spanishDate(post.publicadoEn))}</time> · ` +
      `${readingTime(post.minutosLectura)} · ${escapeHtml(post.autor)}</p></header>` +
      coverImg(post, '(min-width: 1200px) 760px, 100vw') +
      // Sanitised when it was saved (lib/markdown.ts).
      `<div class="blog-cuerpo">${post.html}</div>${tags}</article>${related}`,
  };
}

interface ListView {
  items: PostSummary[];
  /** The tags of the chips (every tag a published post carries). */
  tags: PostTagCount[];
  total: number;
  pagina: number;
  etiqueta?: { slug: string; nombre: string };
}

/** The list's own address: the tag and the page as the query string names them. */
const listPath = (etiqueta: string | undefined, pagina: number) => {
  const query = new URLSearchParams();
  if (etiqueta) query.set('etiqueta', etiqueta);
  if (pagina > 1) query.set('pagina', String(pagina));
  const q = query.toString();
  return `${BLOG_PAGES.lista}${q ? `?${q}` : ''}`;
};

export function listHead(view: ListView, site: Site): PageHead {
  const url = `${site.publicUrl}${listPath(view.etiqueta?.slug, view.pagina)}`;
  const name = view.etiqueta ? `Blog: ${view.etiqueta.nombre}` : 'Blog';
  return {
    title: `${name}${view.pagina > 1 ? ` (página ${view.pagina})` : ''} | ${site.brandName}`,
    description: view.etiqueta ? `Entradas de ${view.etiqueta.nombre}. ${BLOG_DESCRIPTION}` : BLOG_DESCRIPTION,
    url,
    type: 'website',
    image: { url: `${site.publicUrl}${BLOG_SHARE_IMAGE}`, type: 'image/jpeg', alt: `Blog de ${site.brandName}` },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${name} | ${site.brandName}`,
      description: BLOG_DESCRIPTION,
      url,
      inLanguage: 'es-CO',
      blogPost: view.items.map((p) => ({
        '@type': 'BlogPosting',
        headline: p.titulo.slice(0, 110),
        url: `${site.publicUrl}${BLOG_PAGES.entrada(p.slug)}`,
        datePublished: p.publicadoEn,
        author: { '@type': 'Person', name: p.autor },
      })),
    },
  };
}

/**
 * The list without JavaScript, drawn as the client's page draws it (routes/blog-page.tsx: header,
 * tag chips, the cards with their covers), so the swap to the app's view moves nothing and the first
 * cover, the page's largest paint, is asked for by the HTML itself.
 */
export function listBody(view: ListView): PageBody {
  const pages = Math.ceil(view.total / BLOG_PAGE_SIZE);
  const links = [
    ...(view.pagina > 1
      ? [`<a href="${escapeHtml(listPath(view.etiqueta?.slug, view.pagina - 1))}" rel="prev">Entradas más recientes</a>`]
      : []),
    ...(view.pagina < pages
      ? [`<a href="${escapeHtml(listPath(view.etiqueta?.slug, view.pagina + 1))}" rel="next">Entradas anteriores</a>`]
      : []),
  ];
  const current = (on: boolean) => (on ? ' aria-current="page"' : '');
  const chips = view.tags.length
    ? `<nav class="link-chips blog-chips" aria-label="Etiquetas"><ul>` +
      `<li><a href="${BLOG_PAGES.lista}" class="link-chip"${current(!view.etiqueta)}>Todas</a></li>` +
      view.tags
        .map(
          (t) =>
            `<li><a href="${escapeHtml(BLOG_PAGES.etiqueta(t.slug))}" class="link-chip"${current(t.slug === view.etiqueta?.slug)}>${escapeHtml(t.nombre)}</a></li>`,
        )
        .join('') +
      '</ul></nav>'
    : '';
  const items = view.items
    .map(
      (p, i) =>
        `<li><article class="blog-card">${coverImg(p, CARD_COVER_SIZES, i === 0)}<div class="blog-card-body">` +
        `<h2 class="blog-card-title"><a href="${escapeHtml(BLOG_PAGES.entrada(p.slug))}">${escapeHtml(p.titulo)}</a></h2>` +
        `${postMeta(p)}<p class="blog-card-extract">${escapeHtml(p.extracto)}</p></div></article></li>`,
    )
    .join('');
  return {
    slot: 'blog-list-ssr',
    html:
      `<header class="blog-header"><h1>${view.etiqueta ? `Blog: ${escapeHtml(view.etiqueta.nombre)}` : 'Blog'}</h1>` +
      `<p class="blog-lead">${escapeHtml(BLOG_LEAD)}</p></header>${chips}` +
      (items
        ? `<ul class="blog-grid">${items}</ul>`
        : '<div class="blog-empty"><p>Muy pronto publicaremos recetas, consejos de alimentación y historias de nuestros clientes.</p></div>') +
      (links.length ? `<nav class="blog-pages" aria-label="Páginas del blog">${links.join(' ')}</nav>` : ''),
  };
}

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/** `/blog/:slug` and `/blog` for the page server. */
export function blogPages({ db, config }: Pick<AppDeps, 'db' | 'config'>): DynamicPage[] {
  const service = createBlogPublicService({ db });
  const exists = mediaFileCheck(config.uploadsDir);
  const site: Site = { publicUrl: config.publicUrl, brandName: config.brand.name };

  const post: DynamicPage = {
    route: '/blog/:slug',
    /** A former slug (or one in capitals) moves to the current address with a 301; a draft or an unknown post is a 404. */
    async resolve({ slug = '' }): Promise<DynamicAnswer> {
      const lower = slug.toLowerCase();
      if (lower.length > BLOG_LIMITS.slug || !SLUG_PATTERN.test(lower)) return null;
      if (lower !== slug) return { redirect: BLOG_PAGES.entrada(lower) };
      try {
        const detail = await service.post(slug);
        return { head: postHead(detail, site, exists), body: postBody(detail) };
      } catch (err) {
        if (err instanceof MovedSlug) return { redirect: BLOG_PAGES.entrada(err.slug) };
        if (isNotFound(err)) return null;
        throw err;
      }
    },
  };

  const list: DynamicPage = {
    route: '/blog',
    /** An unknown tag, a page past the last or a malformed query is a 404, as in the API. */
    async resolve(_params, search): Promise<DynamicAnswer> {
      const parsed = postQuerySchema.safeParse({
        etiqueta: search.get('etiqueta') ?? undefined,
        pagina: search.get('pagina') ?? undefined,
      });
      if (!parsed.success) return null;
      const query = parsed.data;
      try {
        const [{ items, total }, tags] = await Promise.all([service.page(query), service.tags()]);
        const tag = tags.find((t) => t.slug === query.etiqueta);
        const view: ListView = {
          items,
          tags,
          total,
          pagina: query.pagina,
          ...(query.etiqueta ? { etiqueta: { slug: query.etiqueta, nombre: tag?.nombre ?? query.etiqueta } } : {}),
        };
        return { head: listHead(view, site), body: listBody(view) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
  };

  return [post, list];
}
