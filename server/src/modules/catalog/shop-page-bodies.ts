import { CATEGORIAS, SUPPLEMENT_LEGEND, formatPesos, isSupplement } from '@app/shared/shop-public';
import type { ProductDetail, ProductImage, ProductSummary } from '@app/shared/shop';
import { escapeHtml, mediaImg, type PageBody } from '../../web/page-head.js';

/**
 * The shop's pages as readers without JavaScript (and search engines) get them, and as every
 * visitor sees them until the app starts (docs/architecture.md §19, "Pages before the app"): the
 * same classes, boxes and pictures the client's components draw (client features/shop:
 * ProductCard, ProductGallery, Price), so that when the app takes over nothing moves and the
 * first picture, the page's largest paint, is already there. Every text is the team's and is
 * escaped; no price is computed here (the API's own figures, written by `formatPesos`).
 */

/** The slots the client's pages leave for these (tienda-page.tsx, producto-page.tsx). */
export const TIENDA_SLOT = 'tienda-ssr';
export const PRODUCTO_SLOT = 'producto-ssr';

/** client product-card.tsx CARD_IMAGE_SIZES, product-gallery.tsx GALLERY_SIZES */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 270px, (min-width: 768px) 30vw, 45vw';
export const GALLERY_SIZES = '(min-width: 1200px) 560px, (min-width: 992px) 45vw, 100vw';

const productHref = (slug: string) => `/tienda/${encodeURIComponent(slug)}`;

function productImage(image: ProductImage | null, sizes: string, priority: boolean, extraClass = ''): string {
  const box = `product-image${extraClass ? ` ${extraClass}` : ''}`;
  if (!image) return `<span class="${box} product-image-empty" aria-hidden="true"></span>`;
  return `<span class="${box}">${mediaImg(image.path, { alt: image.alt, sizes, width: 800, height: 800, priority })}</span>`;
}

function price(p: { precio: number; precioAntes: number | null }, large = false): string {
  const before =
    p.precioAntes !== null && p.precioAntes > p.precio
      ? `<s class="price-before"><span class="visually-hidden">Precio anterior: </span>${escapeHtml(formatPesos(p.precioAntes))}</s>`
      : '';
  return `<p class="price${large ? ' price-lg' : ''}"><span class="price-now"><span class="visually-hidden">Precio: </span>${escapeHtml(formatPesos(p.precio))}</span>${before}</p>`;
}

/** One card of the grid (client ProductCard); the first row's pictures load first. */
function productCard(p: ProductSummary, priority: boolean): string {
  return (
    `<article class="product-card${p.disponible ? '' : ' is-sold-out'}">${productImage(p.imagen, CARD_IMAGE_SIZES, priority)}` +
    `<div class="product-card-body"><h2 class="product-card-title"><a href="${productHref(p.slug)}" class="product-card-link">${escapeHtml(p.nombre)}</a></h2>` +
    `<p class="product-card-presentation">${escapeHtml(p.presentacion)}</p>${price(p)}` +
    `${p.disponible ? '' : '<p class="product-sold-out">Agotado</p>'}</div></article>`
  );
}

/** /tienda's grid (client tienda-page.tsx); an empty list keeps the page's own loading state. */
export function tiendaBody(products: ProductSummary[]): PageBody | undefined {
  if (products.length === 0) return undefined;
  return {
    slot: TIENDA_SLOT,
    html: `<ul class="product-grid">${products.map((p, i) => `<li>${productCard(p, i < 2)}</li>`).join('')}</ul>`,
  };
}

/** A product's page (client producto-page.tsx ProductView) without its cart controls, which need the app. */
export function productBody(product: ProductDetail): PageBody {
  const categoria = CATEGORIAS.find((c) => c.slug === product.categoria);
  const several = product.imagenes.length > 1;
  const thumbs = several
    ? `<ul class="gallery-thumbs">${product.imagenes
        .map(
          (image, i) =>
            `<li><button type="button" class="gallery-thumb" aria-label="${escapeHtml(`Ver imagen ${i + 1} de ${product.imagenes.length}: ${image.alt}`)}" aria-pressed="${i === 0}">` +
            `${productImage(image, '80px', false)}</button></li>`,
        )
        .join('')}</ul>`
    : '';
  const legal = isSupplement(product.categoria)
    ? `<div class="product-legal"><p>${escapeHtml(SUPPLEMENT_LEGEND)}</p>` +
      (product.registroInvima ? `<p>Registro sanitario INVIMA <span class="nowrap">${escapeHtml(product.registroInvima)}</span></p>` : '') +
      '</div>'
    : '';
  const description = product.descripcion
    ? `<section class="product-description" aria-labelledby="descripcion-titulo"><h2 id="descripcion-titulo">Descripción</h2>${product.descripcion
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('')}</section>`
    : '';
  return {
    slot: PRODUCTO_SLOT,
    html:
      '<nav aria-label="Ruta de navegación" class="breadcrumbs"><ol><li><a href="/tienda">Tienda</a></li>' +
      (categoria ? `<li><a href="/tienda?categoria=${categoria.slug}">${escapeHtml(categoria.nombre)}</a></li>` : '') +
      `<li aria-current="page">${escapeHtml(product.nombre)}</li></ol></nav>` +
      '<div class="product-layout"><div class="product-heading">' +
      (categoria ? `<p class="eyebrow">${escapeHtml(categoria.nombre)}</p>` : '') +
      `<h1 id="producto-titulo" class="product-title">${escapeHtml(product.nombre)}</h1>` +
      `<p class="product-presentation"><span class="visually-hidden">Presentación: </span>${escapeHtml(product.presentacion)}</p></div>` +
      `<div class="product-gallery" aria-label="${escapeHtml(`Imágenes de ${product.nombre}`)}" role="group">` +
      `${productImage(product.imagenes[0] ?? null, GALLERY_SIZES, true, 'gallery-main')}${thumbs}</div>` +
      `<div class="product-info">${price(product, true)}<p class="product-tax-note">IVA incluido.</p>` +
      `<p class="product-summary">${escapeHtml(product.resumen)}</p>` +
      (product.disponible
        ? ''
        : '<p class="product-sold-out-note"><strong>Agotado.</strong> Escríbenos por WhatsApp y te avisamos cuando vuelva.</p>') +
      `${legal}</div></div>${description}`,
  };
}
