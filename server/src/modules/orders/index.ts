// The orders' public surface (docs/architecture.md §2 and §19): the buyer's orders and the back
// office's, the shop settings, the unpaid orders' worker, the orders as personal data; and, for
// payments (which sits above orders), the port it implements and the lifecycle moves it names.
export { ordersRoutes, ORDER_TRACKING_LIMIT } from './orders.routes.js';
export { ordersAdminRoutes } from './orders-admin.routes.js';
export { shopSettingsAdminRoutes, shopSettingsPublicRoutes } from './shop-settings.routes.js';
export { createShopSettingsService } from './shop-settings.service.js';
export { createOrderPaymentWorker, type OrderPaymentWorker } from './order-payment.service.js';
export { ordersPersonalData } from './orders-personal-data.js';
export type { AttemptRow, OnlinePayments } from './online-payments.js';
export { applyMove, holdUntil, loadOrder, movingOrder, type PaymentActor } from './order-lifecycle.js';
export { trackingView } from './order-views.js';
export { findOrder, orderOfToken } from './orders.repo.js';
export { teamPaymentAlertEmail } from './order-emails.js';
export { createOrdersAdminService } from './orders-admin.service.js';
