import { bookingPersonalData } from './modules/booking/index.js';
import { healthToolsPersonalData } from './modules/health-tools/index.js';
import type { PersonalDataOwner } from './modules/privacy/index.js';
import { retosPersonalData } from './modules/retos/index.js';
import { ordersPersonalData } from './modules/orders/index.js';
import { wompiPayments } from './modules/payments/index.js';
import { usersPersonalData } from './modules/users/index.js';

/**
 * Every module that stores personal data registers its owner here (docs/architecture.md "Personal
 * data"): privacy's export, erasure and retention pass run over this list, in this order, so
 * privacy never imports the modules that own the data. Bookings, orders, the tools' health log and
 * enrolments are erased before the account.
 */
export const personalDataOwners: readonly PersonalDataOwner[] = [
  bookingPersonalData,
  ordersPersonalData(wompiPayments),
  healthToolsPersonalData,
  retosPersonalData,
  usersPersonalData,
];
