import { defineServerModule } from '../server-module.js';

// The consent module's public surface: the consents on record, below both the modules that collect
// personal data (booking, users) and privacy, which exports them — so none of those import each other —
// and its descriptor (the table it alone writes).
export { consentOf } from './consent.service.js';
export {
  insertConsent,
  findPurposeConsent,
  usersWithPurposeConsent,
  revokePurposeConsent,
  findConsents,
  forgetConsentIps,
  deleteBookingConsents,
  deleteAccountConsents,
  forgetOrderConsentIps,
  deleteOrderConsents,
  type ConsentKeys,
  type ConsentPurpose,
} from './consent.repo.js';

export const consentModule = defineServerModule({
  name: 'consent',
  tables: ['consentimientos'],
});
