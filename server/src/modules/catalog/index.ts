// The catalog's public surface (docs/architecture.md §2): the products' public reads and their
// back office, the product pages' head and sitemap entries for the page server, the products as
// the site search finds them, and the products' images for the order lines (orders).
export { catalogRoutes } from './catalog.routes.js';
export { productsAdminRoutes } from './products-admin.routes.js';
export { productPage, productSitemapEntries, tiendaPage } from './product-page.js';
export { productSearchSource } from './product-search.js';
export { imagesOf } from './products.repo.js';
