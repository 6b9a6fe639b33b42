import { defineServerModule } from '../server-module.js';
import { createOrderPaymentWorker } from './order-payment.service.js';
import { ordersAdminRoutes } from './orders-admin.routes.js';
import { ordersPersonalData } from './orders-personal-data.js';
import { ordersRoutes } from './orders.routes.js';
import { shopSettingsAdminRoutes, shopSettingsPublicRoutes } from './shop-settings.routes.js';

// The orders' public surface (docs/architecture.md §2 and §19): the sales' statistics for the
// dashboard (insights); for payments (which sits above
// orders), the port it implements and the lifecycle moves it names; and its descriptor (the buyer's
// orders and the back office's, the shop settings, the unpaid orders' worker, the orders as
// personal data), which takes the port from the module wiring.
export { ORDER_TRACKING_LIMIT } from './orders.routes.js';
export { createShopSettingsService } from './shop-settings.service.js';
export type { OrderPaymentWorker } from './order-payment.service.js';
export * as salesStats from './orders-insights.repo.js';
export type { AttemptRow, OnlinePayments } from './online-payments.js';
export { applyMove, holdUntil, loadOrder, movingOrder, type PaymentActor } from './order-lifecycle.js';
export { trackingView } from './order-views.js';
export { findOrder, orderOfToken } from './orders.repo.js';
export { teamPaymentAlertEmail } from './order-emails.js';
export { createOrdersAdminService } from './orders-admin.service.js';

export const ordersModule = defineServerModule({
  name: 'orders',
  tables: ['pedidos', 'pedido_lineas', 'pedido_eventos', 'tienda_ajustes'],
  routes: (deps, wiring) => ({
    beforeCompression: [['/api', shopSettingsPublicRoutes(deps)]],
    api: [ordersRoutes(deps, wiring.onlinePayments)],
    admin: [shopSettingsAdminRoutes(deps), ordersAdminRoutes(deps, wiring.onlinePayments)],
  }),
  workers: (deps, wiring) => ({ orderPayments: createOrderPaymentWorker({ ...deps, payments: wiring.onlinePayments }) }),
  personalData: (ports) => ordersPersonalData(ports.onlinePayments),
  activity: { 'order.status_changed': 'pedido', 'shop_settings.updated': 'tienda' },
});
