// The privacy module's public surface: consent on record and the person's rights, for the modules
// that collect personal data (booking, users).
export { consentOf, createPersonalDataService } from './personal-data.service.js';
export { insertConsent } from './personal-data.repo.js';
export { cancelAndAnonymise } from './forget.js';
