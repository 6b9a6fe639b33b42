import { colombiaToUtc } from '@app/shared/colombia-time';
import { BOOKING_MESSAGES } from '@app/shared/booking';

/** The slot rules shared by the visitor's path and the admin agenda (spec §5, §9). Pure. */

interface Block {
  hora_inicio: string | null;
  hora_fin: string | null;
}

/** A slot is blocked by a whole-day block, or by a range with hora_inicio <= slot < hora_fin. */
export function isBlocked(blocks: Block[], hora: string): boolean {
  return blocks.some((b) => b.hora_inicio === null || b.hora_fin === null || (b.hora_inicio <= hora && hora < b.hora_fin));
}

export const hasWholeDayBlock = (blocks: Block[]) => blocks.some((b) => b.hora_inicio === null || b.hora_fin === null);

/** A slot whose start is not in the future can no longer be booked. */
export const isPast = (fecha: string, hora: string, now: Date) => colombiaToUtc(fecha, hora).getTime() <= now.getTime();

/** The booking form's rules for a slot (past, blocked day, blocked hour), as the 400 to answer; null when bookable. */
export function slotRuleError(
  blocks: Block[],
  fecha: string,
  hora: string,
  today: string,
  now: Date,
): { message: string; path: string } | null {
  if (fecha < today) return { message: BOOKING_MESSAGES.datePast, path: 'fechaAsesoria' };
  if (hasWholeDayBlock(blocks)) return { message: BOOKING_MESSAGES.dateBlocked, path: 'fechaAsesoria' };
  if (isBlocked(blocks, hora)) return { message: BOOKING_MESSAGES.slotBlocked, path: 'horaAsesoria' };
  if (isPast(fecha, hora, now)) return { message: BOOKING_MESSAGES.slotPast, path: 'horaAsesoria' };
  return null;
}
