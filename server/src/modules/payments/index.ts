// The online payments' public surface (docs/architecture.md §2 and §19): Wompi's events route,
// "Mi pedido"'s online payment and the back office's, the reconciliation worker, and the orders'
// `OnlinePayments` port it implements (`wompiPayments`, handed to the orders by the composition).
export { wompiAdminRoutes, wompiEventsRoutes, wompiOrderRoutes } from './wompi.routes.js';
export { createWompiReconcileWorker, type WompiReconcileWorker } from './wompi.service.js';
export { wompiPayments } from './wompi-payments.js';
