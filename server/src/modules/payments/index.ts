import { defineServerModule } from '../server-module.js';
import { wompiPayments } from './wompi-payments.js';
import { wompiAdminRoutes, wompiEventsRoutes, wompiOrderRoutes } from './wompi.routes.js';
import { createWompiReconcileWorker } from './wompi.service.js';

// The online payments' public surface (docs/architecture.md §2 and §19): its descriptor — Wompi's
// events route, "Mi pedido"'s online payment and the back office's, the reconciliation worker, and
// the orders' `OnlinePayments` port it implements (`wompiPayments`, handed to the orders by the
// module wiring; tests hand it themselves).
export type { WompiReconcileWorker } from './wompi.service.js';
export { wompiPayments };

export const paymentsModule = defineServerModule({
  name: 'payments',
  tables: ['pagos_wompi', 'pagos_wompi_eventos'],
  routes: (deps) => ({
    // Its own 64 KB body limit, so before the API chain's parser.
    rawBody: [['/api', wompiEventsRoutes(deps)]],
    api: [wompiOrderRoutes(deps)],
    admin: [wompiAdminRoutes(deps)],
  }),
  workers: (deps) => ({
    /** Asks Wompi about online payments still pending; none without Wompi's keys. */
    wompiReconcile: createWompiReconcileWorker(deps),
  }),
  ports: { onlinePayments: wompiPayments },
  activity: { 'order.wompi_checked': 'pedido' },
  // The checkout of an online payment is a GET form to Wompi's page.
  csp: (config) => ({ formAction: config.wompi ? [new URL(config.wompi.checkoutUrl).origin] : [] }),
});
