import {
  BOOKING_MESSAGES,
  bloqueoOverlapWarning,
  type AgendaScope,
  type Bloqueo,
  type BloqueoCreatedResponse,
  type Booking,
  type BookingEstado,
} from '@app/shared/booking';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import type { AppDeps } from '../../app-deps.js';
import { AGENDA_PAGE_MESSAGES, AGENDA_PAGE_SIZE } from '@app/shared/agenda-page';
import { badRequest, notFound } from '../../lib/errors.js';
import * as blocksRepo from './blocks.repo.js';
import * as lists from './booking-lists.repo.js';
import { foldForSearch } from '../../lib/search-text.js';
import { toDbDateTime } from '../../lib/time.js';
import { createChangeCache } from '../../db/change-token.js';
import { isBlocked } from './slot-rules.js';
import { recordActivity, type Actor } from '../activity/index.js';

export type AgendaService = ReturnType<typeof createAgendaService>;

/** The admin's side of bookings: schedule blocks and the agenda's lists (changes: registro-admin.service.ts). */
export function createAgendaService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  // Counting 40 000 bookings costs more than reading a page: a total is kept until the next write
  // (each "Cargar más" and each repeated search reads it again).
  const totals = createChangeCache<number>(db);
  return {
    // ---- schedule blocks ------------------------------------------------------------------------

    listBlocks: (): Promise<Bloqueo[]> => blocksRepo.listAllBlocks(db),

    async createBlock(b: Omit<Bloqueo, 'id'>, actor?: Actor): Promise<BloqueoCreatedResponse> {
      const now = clock();
      const id = await db.transaction().execute(async (trx) => {
        const id = await blocksRepo.insertBlock(trx, b, now);
        if (actor) await recordActivity(trx, { ...actor, action: 'block.created', target: `bloqueo:${id}`, detail: { ...b }, at: now });
        return id;
      });
      const bloqueo = (await blocksRepo.findBlock(db, id))!;
      const held = await lists.heldHoursOn(db, b.fecha, now);
      const overlapping = held.filter((hora) => isBlocked([b], hora)).length;
      return {
        message: BOOKING_MESSAGES.bloqueoCreated,
        bloqueo,
        overlappingBookings: overlapping,
        ...(overlapping > 0 ? { warning: bloqueoOverlapWarning(overlapping) } : {}),
      };
    },

    async removeBlock(id: number, actor?: Actor): Promise<void> {
      const deleted = await db.transaction().execute(async (trx) => {
        const before = await blocksRepo.findBlock(trx, id);
        const gone = await blocksRepo.deleteBlock(trx, id);
        if (gone && actor) {
          const detail = before ? { ...before } : null;
          await recordActivity(trx, { ...actor, action: 'block.deleted', target: `bloqueo:${id}`, detail, at: clock() });
        }
        return gone;
      });
      if (!deleted) throw notFound(BOOKING_MESSAGES.bloqueoNotFound);
    },

    // ---- agenda ---------------------------------------------------------------------------------

    /**
     * Upcoming (from Colombia today, soonest first), past (most recent first) or all; the verified
     * bookings, or those of one `estado`; `q` looked for in name, e-mail and phone, accents and case
     * aside. With `limit` (or a `cursor`), one page and the cursor of the next; without, the whole
     * list as before pages existed. `total` counts the whole list.
     */
    async listAgenda(query: AgendaListQuery): Promise<AgendaPage> {
      const filter = agendaFilter(clock(), query);
      const after = query.cursor === undefined ? undefined : decodeAgendaCursor(query.cursor);
      const limit = query.limit ?? (after ? AGENDA_PAGE_SIZE : undefined);
      // One row more than asked says whether there is a next page.
      const take = limit === undefined ? undefined : limit + 1;
      let rows: Booking[];
      let total: number;
      if (lists.searchesByIndex(db, filter)) {
        rows = await lists.listBookingsByIds(db, await lists.searchAgendaIndex(db, filter, { after, limit: take }));
        total = await totals(totalKey(filter), () => lists.countAgendaIndex(db, filter));
      } else if (filter.needle) {
        // A search without the trigram index scans: once, over the covering index, for both the total and the page.
        const keys = await lists.listAgendaKeys(db, filter);
        total = keys.length;
        const desc = !filter.from && Boolean(filter.before);
        const start = after ? keys.findIndex((k) => isAfter(k, { fecha: toDbDateTime(after.fecha), id: after.id }, desc)) : 0;
        const slice = start < 0 ? [] : keys.slice(start, take === undefined ? undefined : start + take);
        rows = await lists.listBookingsByIds(
          db,
          slice.map((k) => k.id),
        );
      } else {
        rows = await lists.listAgendaPage(db, filter, { after, limit: take });
        total = await totals(totalKey(filter), () => lists.countAgenda(db, filter));
      }
      const more = limit !== undefined && rows.length > limit;
      const bookings = more ? rows.slice(0, limit) : rows;
      const last = bookings[bookings.length - 1];
      return { bookings, total, nextCursor: more && last ? encodeAgendaCursor(last) : null };
    },

    /**
     * The whole list in keyset batches (the CSV export streams them): memory holds one batch
     * whatever the agenda's size.
     */
    async *agendaBatches(query: Omit<AgendaListQuery, 'limit' | 'cursor'>, batchSize = 500): AsyncGenerator<Booking[]> {
      const filter = agendaFilter(clock(), query);
      let after: lists.AgendaKey | undefined;
      for (;;) {
        const rows = await lists.listAgendaPage(db, filter, { after, limit: batchSize });
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { fecha: new Date(last.fecha_asesoria), id: last.id };
      }
    },
  };
}

export interface AgendaListQuery {
  scope: AgendaScope;
  q: string;
  estado?: BookingEstado;
  limit?: number;
  /** Opaque (encodeAgendaCursor); a malformed one is a 400. */
  cursor?: string;
}
export interface AgendaPage {
  bookings: Booking[];
  total: number;
  nextCursor: string | null;
}

/** A filter as the totals cache's key (the scope's bound moves at Colombia midnight). */
const totalKey = (f: lists.AgendaFilter) => JSON.stringify([f.from ?? null, f.before ?? null, f.estado ?? null, f.needle ?? null]);

/** Whether `k` comes after `after` in the list's order. */
function isAfter(k: { fecha: string; id: number }, after: { fecha: string; id: number }, desc: boolean): boolean {
  const d = k.fecha < after.fecha ? -1 : k.fecha > after.fecha ? 1 : k.id - after.id;
  return desc ? d < 0 : d > 0;
}

function agendaFilter(now: Date, { scope, q, estado }: Pick<AgendaListQuery, 'scope' | 'q' | 'estado'>): lists.AgendaFilter {
  const startOfToday = colombiaToUtc(colombiaToday(now), '00:00');
  const range = scope === 'upcoming' ? { from: startOfToday } : scope === 'past' ? { before: startOfToday } : {};
  const needle = foldForSearch(q.trim());
  return { ...range, estado, ...(needle ? { needle } : {}) };
}

/** base64url of [fecha_asesoria, id] of the page's last booking: the keyset's position. */
export function encodeAgendaCursor(b: Pick<Booking, 'fecha_asesoria' | 'id'>): string {
  return Buffer.from(JSON.stringify([b.fecha_asesoria, b.id])).toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeAgendaCursor(raw: string): lists.AgendaKey {
  const invalid = () => badRequest(AGENDA_PAGE_MESSAGES.cursorInvalid, [{ path: 'cursor', msg: AGENDA_PAGE_MESSAGES.cursorInvalid }]);
  // Node's base64url decoder skips characters it does not know: check the alphabet first.
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalid();
  const [iso, id] = value as unknown[];
  if (typeof iso !== 'string' || !ISO_INSTANT.test(iso) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalid();
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime()) || fecha.toISOString() !== iso) throw invalid();
  return { fecha, id: id as number };
}
