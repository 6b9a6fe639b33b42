import type { AppDeps } from '../../app-deps.js';
import type { SessionCheck } from '../../lib/session-check.js';
import { defineServerModule } from '../server-module.js';
import { adminAuthRoutes, twoFactorAdminRoutes } from './admin-auth.routes.js';
import { createAdminAuthService } from './admin-auth.service.js';

// The admin-auth module's public surface: the lockout's store names for the retention pass, the
// session check of the one admin guard (app.ts), and its descriptor (admin login, 2FA, password reset).
export { ADMIN_LOCK_STORE, LOCK_LEVEL_MEMORY_MS } from './admin-auth.service.js';

/** What the admin guard asks of a token's account (its session version, a vanished account refused). */
export const adminSessionCheck = (deps: AppDeps): SessionCheck => createAdminAuthService(deps).sessionCheck;

export const adminAuthModule = defineServerModule({
  name: 'admin-auth',
  tables: ['admins', 'admin_recovery_codes'],
  routes: (deps) => ({
    api: [['/auth/admin', adminAuthRoutes(deps)]],
    admin: [twoFactorAdminRoutes(deps)],
  }),
  activity: {
    'login.succeeded': 'admin',
    'login.failed': 'admin',
    '2fa.code_failed': 'admin',
    '2fa.recovery_code_used': 'admin',
    '2fa.enabled': 'admin',
    '2fa.disabled': 'admin',
    '2fa.reset': 'admin',
    'password.reset': 'admin',
  },
});
