// The privacy module's public surface: the interface a module that stores personal data implements
// (and registers in server/src/personal-data-owners.ts), and the service its routes call.
export type { PersonalDataOwner, OwnerExport, OwnerErasure, EraseContext, RetentionRule, RetentionContext } from './personal-data-owner.js';
export type { PersonalDataService } from './personal-data.service.js';
