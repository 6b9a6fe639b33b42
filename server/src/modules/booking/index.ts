import { defineServerModule } from '../server-module.js';
import { bookingPersonalData } from './booking-personal-data.js';
import { bookingAdminRoutes, bookingPublicReads, bookingPublicWrites, bookingRoutes } from './booking.routes.js';
import { createReminderWorker } from './reminders.service.js';

// The booking module's public surface for other modules: the coach's calendar feed, the bookings'
// statistics for the dashboard (insights), and its
// descriptor (the public and admin routes, the reminders' worker, bookings as personal data).
export { coachFeedIcs } from './booking.ics.js';
export { listFeedBookings } from './booking-lists.repo.js';
export * as bookingStats from './booking-insights.repo.js';

export const bookingModule = defineServerModule({
  name: 'booking',
  tables: ['registros', 'bloqueos', 'booking_reminders'],
  routes: (deps) => ({
    // The public writes parse their own body (before compression and the API's parser).
    beforeCompression: [
      ['/api', bookingPublicReads(deps)],
      ['/api', bookingPublicWrites(deps)],
    ],
    api: [bookingRoutes(deps)],
    admin: [bookingAdminRoutes(deps)],
  }),
  workers: (deps) => ({ reminders: createReminderWorker(deps) }),
  personalData: bookingPersonalData,
  activity: {
    'booking.updated': 'registro',
    'booking.attendance': 'registro',
    'booking.deleted': 'registro',
    'block.created': 'bloqueo',
    'block.deleted': 'bloqueo',
  },
});
