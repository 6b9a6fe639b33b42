// The shop module's public surface: the catalog's public reads and its back office,
// the buyer's orders, the shop settings, the orders' back office and expiry worker, and the
// orders as personal data; the product pages' head and sitemap entries for the page server; the
// products as the site search finds them.
export { catalogRoutes } from './catalog.routes.js';
export { productsAdminRoutes } from './products-admin.routes.js';
export { ordersRoutes } from './orders.routes.js';
export { ordersAdminRoutes } from './orders-admin.routes.js';
export { shopSettingsAdminRoutes, shopSettingsPublicRoutes } from './shop-settings.routes.js';
export { productPage, productSitemapEntries, tiendaPage } from './product-page.js';
export { createOrderPaymentWorker, type OrderPaymentWorker } from './order-payment.service.js';
export { ordersPersonalData } from './orders-personal-data.js';
export { productSearchSource } from './product-search.js';
export { createWompiReconcileWorker, type WompiReconcileWorker } from './wompi.service.js';
export { wompiEventsRoutes } from './wompi.routes.js';
