import { mediaRef } from '../../db/media-references.js';
import { defineServerModule } from '../server-module.js';
import { catalogRoutes } from './catalog.routes.js';
import { productPage, productSitemapEntries, tiendaPage } from './product-page.js';
import { productSearchSource } from './product-search.js';
import { productsAdminRoutes } from './products-admin.routes.js';

// The catalog's public surface (docs/architecture.md §2): the products' images for the order lines
// and their stock, which the orders take and give back (orders), which products a reto's kit may
// name (retos), and its descriptor (the products' public reads and their back office, the product
// pages and sitemap entries for the page server, the products as the site search finds them).
export { existingProducts, giveBackStock, imagesOf, takeStock } from './products.repo.js';

export const catalogModule = defineServerModule({
  name: 'catalog',
  tables: ['productos', 'producto_imagenes', 'producto_slugs'],
  routes: (deps) => ({
    beforeCompression: [['/api', catalogRoutes(deps)]],
    admin: [productsAdminRoutes(deps)],
  }),
  pages: (deps) => [tiendaPage(deps), productPage(deps)],
  sitemap: (deps) => [() => productSitemapEntries(deps)],
  searchSources: [productSearchSource],
  media: [mediaRef('producto_imagenes', 'path')],
  activity: { 'product.created': 'producto', 'product.updated': 'producto', 'product.archived': 'producto' },
});
