import type { PersonalDataOwner } from '../privacy/index.js';
import { anonymiseBookings, bookingEmails } from './booking-anonymise.repo.js';
import { cancelAndAnonymise } from './booking-forget.js';
import * as repo from './booking-personal-data.repo.js';
import { findBooking } from './booking.repo.js';
import { toBooking } from './booking.rows.js';

const DAY_MS = 24 * 60 * 60_000;

/** The calendar month arithmetic of RETENTION_MONTHS, in UTC (a day either way changes nothing). */
function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Bookings as personal data (the booking module's descriptor declares it): the export lists
 * them with their consents; erasing cancels those still ahead and anonymises them all
 * (booking-forget.ts); the retention pass deletes unconfirmed ones and anonymises past ones.
 */
export const bookingPersonalData: PersonalDataOwner = {
  name: 'booking',
  // each booking's e-mails go with it, to its own anonymised address
  emails: bookingEmails,

  async export(db, email) {
    const rows = await repo.findBookingRowsByEmail(db, email);
    const ids = rows.map((r) => r.id);
    return {
      sections: { registros: rows.map(toBooking) },
      consents: { registroIds: ids },
      found: rows.length > 0,
      seen: { registros: ids },
    };
  },

  async erase(trx, email, { config, now, por }) {
    const rows = await repo.findBookingRowsByEmail(trx, email);
    const stored = (await Promise.all(rows.map((r) => findBooking(trx, r.id)))).filter((s) => s !== undefined);
    const cancelled = await cancelAndAnonymise(trx, config, stored, por, now);
    return {
      summary: { bookings: stored.length, cancelled },
      log: { registros: stored.map((s) => s.booking.id), cancelados: cancelled },
    };
  },

  retention: [
    {
      // never became appointments: deleted with their links and e-mails
      counter: 'unconfirmedDeleted',
      batches({ db, config, now }) {
        const holdEndedBefore = new Date(now.getTime() - config.retention.unconfirmedDays * DAY_MS);
        return {
          select: (limit) => repo.unconfirmedExpiredBefore(db, holdEndedBefore, limit),
          apply: (ids) => db.transaction().execute((trx) => repo.deleteUnconfirmed(trx, ids, holdEndedBefore)),
        };
      },
    },
    {
      counter: 'bookingsAnonymised',
      batches({ db, config, now }) {
        const appointmentBefore = monthsBefore(now, config.retention.months);
        return {
          select: (limit) => repo.personalBookingsBefore(db, appointmentBefore, limit),
          apply: (ids) => db.transaction().execute((trx) => anonymiseBookings(trx, ids, now)),
        };
      },
    },
  ],
};
