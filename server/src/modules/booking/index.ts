// The booking module's public surface for other modules: the coach's calendar feed, and bookings as
// personal data (registered with privacy in server/src/personal-data-owners.ts).
export { coachFeedIcs } from './booking.ics.js';
export { listFeedBookings } from './booking-lists.repo.js';
export { bookingPersonalData } from './booking-personal-data.js';
