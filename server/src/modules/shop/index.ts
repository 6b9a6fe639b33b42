// The shop module's public surface (issue #25): the catalog's public reads and its back office.
export { catalogRoutes } from './catalog.routes.js';
export { productsAdminRoutes } from './products-admin.routes.js';
