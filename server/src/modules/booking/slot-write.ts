import { BOOKING_MESSAGES } from '@app/shared/booking';
import { isUniqueViolation, type DB } from '../../db/database.js';
import { colombiaToday } from '@app/shared/colombia-time';
import { badRequest, conflict } from '../../lib/errors.js';
import { forgetAvailability } from './availability-cache.js';
import * as blocksRepo from './blocks.repo.js';
import { slotRuleError } from './slot-rules.js';

/**
 * Runs a write that takes a slot (a new booking, a move, a state that holds its slot). The UNIQUE
 * slot_key decides: a slot taken meanwhile is the 409 `message` on the field `path`, and tells this
 * instance that another one changed availability (its own committed writes drop the cache by
 * themselves, availability-cache.ts).
 */
export async function takingSlot<T>(
  db: DB,
  path: string,
  write: () => Promise<T>,
  message: string = BOOKING_MESSAGES.slotTaken,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      forgetAvailability(db);
      throw conflict(message, [{ path, msg: message }]);
    }
    throw err;
  }
}

/** The booking form's slot rules (past, blocked day or hour) as the server re-checks them: 400 with the field. */
export async function assertBookable(db: DB, fecha: string, hora: string, now: Date): Promise<void> {
  const refused = slotRuleError(await blocksRepo.listBlocksOn(db, fecha), fecha, hora, colombiaToday(now), now);
  if (refused) throw badRequest(refused.message, [{ path: refused.path, msg: refused.message }]);
}
