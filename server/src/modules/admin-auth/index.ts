// The admin-auth module's public surface for other modules (app.ts wires its routes directly).
export { ADMIN_LOCK_STORE, LOCK_LEVEL_MEMORY_MS } from './admin-auth.service.js';
