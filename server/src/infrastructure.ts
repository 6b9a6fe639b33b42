import { outboxAdminRoutes } from './mail/outbox-admin.routes.js';
import { defineServerModule } from './modules/server-module.js';

/**
 * The infrastructure beside the modules (docs/architecture.md §2) declared like one: the tables
 * only db/, mail/ and lib/ write (the rate limits' store, the outbox, the one writer of
 * auth_tokens), and the back office's screen of undelivered e-mails. First in SERVER_MODULES.
 */
export const infrastructure = defineServerModule({
  name: 'infrastructure',
  tables: ['rate_limits', 'email_outbox', 'auth_tokens'],
  routes: (deps) => ({ admin: [outboxAdminRoutes(deps)] }),
});
