import { LEGACY_RETO_SLUGS, RETO_ENDPOINTS, RETO_LIMITS, retoPath, type PublicReto } from '@app/shared/retos';
import { formatPesos } from '@app/shared/shop-public';
import { SLUG_PATTERN } from '@app/shared/slug';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { MovedSlug } from '../../db/slugs.js';
import type { DynamicAnswer, DynamicPage } from '../../web/spa-pages.js';
import { escapeHtml, mediaFileCheck, mediaImg, shareImage, type PageBody, type PageHead } from '../../web/page-head.js';
import { createRetosPublicService } from './retos.service.js';

/**
 * The retos' pages for the page server (docs/architecture.md §10): /reto10dias, /reto21dias,
 * /reto90dias (pre-rendered: their loading state is the template) and /retos/:slug (the
 * `/retos/:slug` template). A link shared on WhatsApp shows the reto's name, description and
 * picture, and readers without JavaScript (and search engines) read what it is, costs and includes.
 */

/** The slot the client's reto page leaves in its loading state (client features/retos reto-page.tsx). */
export const RETO_SLOT = 'reto-ssr';
/** client reto-page.tsx: the picture's `sizes`. */
const RETO_IMAGE_SIZES = '(min-width: 992px) 560px, 100vw';

const list = (title: string, items: string[]) =>
  items.length
    ? `<h2 class="reto-benefits-title">${escapeHtml(title)}</h2><ul class="reto-benefits">${items
        .map((item) => `<li><span>${escapeHtml(item)}</span></li>`)
        .join('')}</ul>`
    : '';

/** The reto as the client's page draws it (its picture, name, title, text, price, lists), without the cart's button. */
export function retoBody(reto: PublicReto): PageBody {
  const image = reto.imagen
    ? mediaImg(reto.imagen.path, {
        alt: reto.imagen.alt,
        sizes: RETO_IMAGE_SIZES,
        width: 1200,
        height: 800,
        className: 'reto-image',
        priority: true,
      })
    : '';
  const kit = reto.kit.length
    ? `<h2 class="reto-benefits-title">Productos del kit</h2><ul class="reto-kit">${reto.kit
        .map(
          (p) =>
            `<li><a href="/tienda/${encodeURIComponent(p.slug)}">${escapeHtml(p.nombre)}</a> · ${escapeHtml(formatPesos(p.precio))}</li>`,
        )
        .join('')}</ul>`
    : '';
  const html =
    `<div class="container reto-grid">${image}<div class="reto-body">` +
    `<p class="eyebrow">${escapeHtml(reto.nombre)}</p><h1 id="reto-titulo">${escapeHtml(reto.titular)}</h1>` +
    reto.descripcion.map((p) => `<p class="reto-description">${escapeHtml(p)}</p>`).join('') +
    `<div class="reto-buy card"><div class="reto-price"><span class="pesos">${escapeHtml(formatPesos(reto.precio))}</span> ` +
    `<span class="text-muted">· ${reto.dias} días</span></div>` +
    `<p class="text-small text-muted">Pagas en la tienda con tu cuenta y eliges el día en que empiezas.</p></div>` +
    list('Qué incluye', reto.incluye) +
    list('Beneficios', reto.beneficios) +
    kit +
    `</div></div>`;
  return { slot: RETO_SLOT, html };
}

/** The head of a reto's page: its name, description, canonical address and picture (or the page's built card). */
export function retoHead(
  reto: PublicReto,
  { publicUrl, brandName }: { publicUrl: string; brandName: string },
  shareImageExists: (relative: string) => boolean,
): PageHead {
  const path = retoPath(reto.slug);
  const url = `${publicUrl}${path}`;
  // the card the build drew for the page (/reto21dias) or for the retos' list
  const fallback = path.startsWith('/retos/') ? '/images/share/retos.jpg' : `/images/share${path}.jpg`;
  const image = shareImage(reto.imagen, { publicUrl, fallback, alt: reto.nombre }, shareImageExists);
  const description = reto.metaDescripcion || reto.titular;
  return {
    title: `${reto.nombre} | ${brandName}`,
    description,
    url,
    type: 'product',
    image,
    properties: [
      ['product:price:amount', String(reto.precio)],
      ['product:price:currency', 'COP'],
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: reto.nombre,
      description,
      url,
      ...(reto.imagen ? { image: `${publicUrl}/${reto.imagen.path}` } : {}),
      brand: { '@type': 'Brand', name: brandName },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'COP',
        price: reto.precio,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: brandName },
      },
    },
    preloads: [{ href: `/api${RETO_ENDPOINTS.retos}/${encodeURIComponent(reto.slug)}`, as: 'fetch' }],
  };
}

/**
 * The retos' pages: the three original addresses and /retos/:slug. At /retos/:slug a reto with an
 * address of its own (/reto21dias) or a slug in capitals moves there with a 301; an unknown or
 * inactive reto is a 404 at either address (its built loading state, an empty slot, would not be
 * what the app renders for it).
 */
export function retoPages({ db, config }: Pick<AppDeps, 'db' | 'config'>): DynamicPage[] {
  const service = createRetosPublicService({ db });
  const shareImageExists = mediaFileCheck(config.uploadsDir);
  const site = { publicUrl: config.publicUrl, brandName: config.brand.name };
  const page = async (slug: string): Promise<DynamicAnswer> => {
    try {
      const reto = await service.get(slug);
      return { head: retoHead(reto, site, shareImageExists), body: retoBody(reto) };
    } catch (err) {
      if (err instanceof MovedSlug) return { redirect: retoPath(err.slug) };
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  };
  return [
    ...LEGACY_RETO_SLUGS.map((slug) => ({ route: `/${slug}`, resolve: () => page(slug) })),
    {
      route: '/retos/:slug',
      async resolve({ slug = '' }) {
        const lower = slug.toLowerCase();
        if (lower.length > RETO_LIMITS.slug || !SLUG_PATTERN.test(lower)) return null;
        if (lower !== slug || retoPath(lower) !== `/retos/${lower}`) return { redirect: retoPath(lower) };
        return page(slug);
      },
    },
  ];
}
