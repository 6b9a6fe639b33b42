import { defineServerModule } from '../server-module.js';
import { personalDataAdminRoutes } from './personal-data.routes.js';
import { createRetentionWorker } from './retention.service.js';

// The privacy module's public surface: the interface a module that stores personal data implements
// (its descriptor's `personalData`), the service the app builds over every module's owner
// (server/src/modules.ts) and its routes call, and its descriptor (the team's screen, the retention pass).
export type { PersonalDataOwner, OwnerExport, OwnerErasure, EraseContext, RetentionRule, RetentionContext } from './personal-data-owner.js';
export { createPersonalDataService, type PersonalDataService } from './personal-data.service.js';

export const privacyModule = defineServerModule({
  name: 'privacy',
  // the retention pass's lease, one instance at a time
  tables: ['job_leases'],
  routes: (_deps, wiring) => ({ admin: [personalDataAdminRoutes(wiring.personalData)] }),
  workers: (deps, wiring) => ({ retention: createRetentionWorker({ ...deps, owners: wiring.personalDataOwners }) }),
  activity: { 'personal_data.exported': 'persona', 'personal_data.anonymised': 'persona' },
});
