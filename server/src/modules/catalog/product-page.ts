import {
  CATEGORIAS,
  PRODUCT_ORDERS,
  SHOP_ENDPOINTS,
  SLUG_PATTERN,
  PRODUCT_LIMITS,
  productQuerySchema,
  type ProductDetail,
} from '@app/shared/shop';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { DynamicAnswer, DynamicPage } from '../../web/spa-pages.js';
import { mediaFileCheck, shareImage, type PageHead } from '../../web/page-head.js';
import { MovedSlug } from '../../db/slugs.js';
import { createCatalogService } from './catalog.service.js';
import * as repo from './products.repo.js';
import { productBody, tiendaBody } from './shop-page-bodies.js';

/** The product page's address; the client's route table has the same (`tienda/:slug`). */
export const productPagePath = (slug: string) => `/tienda/${slug}`;

/**
 * The head of a product page: title, description, canonical address, Open Graph
 * `product` with its price in COP, and a schema.org `Product` with its `Offer`, so a link shared
 * on WhatsApp or Facebook shows the product, and search engines read its price and availability.
 */
export function productHead(
  product: ProductDetail,
  { publicUrl, brandName }: { publicUrl: string; brandName: string },
  shareImageExists: (relative: string) => boolean,
): PageHead {
  const url = `${publicUrl}${productPagePath(product.slug)}`;
  const cover = product.imagenes[0] ?? null;
  const image = shareImage(cover, { publicUrl, fallback: '/images/share/tienda.jpg', alt: product.nombre }, shareImageExists);
  const categoria = CATEGORIAS.find((c) => c.slug === product.categoria);
  const availability = product.disponible ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    title: `${product.nombre} | ${brandName}`,
    description: product.resumen,
    url,
    type: 'product',
    image,
    properties: [
      ['product:price:amount', String(product.precio)],
      ['product:price:currency', 'COP'],
      ['product:availability', product.disponible ? 'in stock' : 'out of stock'],
      ...(categoria ? [['product:category', categoria.nombre] as [string, string]] : []),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.nombre,
      description: product.resumen,
      url,
      sku: String(product.id),
      ...(product.imagenes.length ? { image: product.imagenes.map((i) => `${publicUrl}/${i.path}`) } : {}),
      ...(categoria ? { category: categoria.nombre } : {}),
      brand: { '@type': 'Brand', name: brandName },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'COP',
        price: product.precio,
        availability,
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: brandName },
      },
    },
    // Its data starts loading with the page's script, not after it (its picture is in the body).
    preloads: [{ href: `/api${SHOP_ENDPOINTS.producto(product.slug)}`, as: 'fetch' }],
  };
}

/**
 * `/tienda` for the page server: the built page (its head is the build's) with the product cards
 * of the category and order its address names, as the client reads them (an unknown category or
 * order is ignored there too: the shop's whole list).
 */
export function tiendaPage({ db }: Pick<AppDeps, 'db'>): DynamicPage {
  const service = createCatalogService({ db });
  return {
    route: '/tienda',
    async resolve(_params, search): Promise<DynamicAnswer> {
      const query = productQuerySchema.parse({
        categoria: CATEGORIAS.find((c) => c.slug === search.get('categoria'))?.slug,
        orden: PRODUCT_ORDERS.find((o) => o === search.get('orden')),
        q: search.get('q')?.slice(0, PRODUCT_LIMITS.busqueda) || undefined,
      });
      const body = tiendaBody(await service.products(query));
      return body ? { body } : {};
    },
  };
}

/**
 * `/tienda/:slug` for the page server: the product's head; a former slug (or one in capitals)
 * moves to the current address with a 301; an unknown or withdrawn product is a 404.
 */
export function productPage({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const service = createCatalogService({ db });
  const shareImageExists = mediaFileCheck(config.uploadsDir);
  const site = { publicUrl: config.publicUrl, brandName: config.brand.name };
  return {
    route: '/tienda/:slug',
    async resolve({ slug = '' }: Record<string, string>): Promise<DynamicAnswer> {
      const lower = slug.toLowerCase();
      if (lower.length > PRODUCT_LIMITS.slug || !SLUG_PATTERN.test(lower)) return null;
      if (lower !== slug) return { redirect: productPagePath(lower) };
      try {
        const product = await service.product(slug);
        return { head: productHead(product, site, shareImageExists), body: productBody(product) };
      } catch (err) {
        if (err instanceof MovedSlug) return { redirect: productPagePath(err.slug) };
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

/** The product pages' addresses for /sitemap.xml, with the day each last changed. */
export async function productSitemapEntries({ db }: Pick<AppDeps, 'db'>): Promise<{ path: string; lastmod: string }[]> {
  const rows = await repo.activeProducts(db, { orden: 'relevancia' });
  return rows.map((p) => ({ path: productPagePath(p.slug), lastmod: p.updatedAt.slice(0, 10) }));
}
