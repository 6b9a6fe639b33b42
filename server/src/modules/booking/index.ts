// The booking module's public surface for other modules: the coach's calendar feed, the person's
// rights and the retention pass over bookings.
export { coachFeedIcs } from './booking.ics.js';
export { listFeedBookings } from './booking-lists.repo.js';
export { cancellationEmail, coachCancelledEmail } from './booking-lifecycle.emails.js';
export { findBooking, writeBooking, type Executor, type StoredBooking } from './booking.repo.js';
export { anonymiseBookings, anonymisedEmail } from './booking-anonymise.repo.js';
export { toBooking, type RegistroRow } from './booking.rows.js';
export { invalidateAvailability } from './availability-cache.js';
export { deleteTokensOf } from './booking-tokens.repo.js';
export { deleteRemindersOf } from './reminders.repo.js';
