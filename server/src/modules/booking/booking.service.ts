import {
  BOOKING_MESSAGES,
  SLOTS,
  bloqueoOverlapWarning,
  type AdminRegistro,
  type AgendaScope,
  type Bloqueo,
  type BloqueoCreatedResponse,
  type BookingPayload,
  type registroUpdateSchema,
} from '@app/shared/booking';
import { colombiaToUtc, colombiaToday, utcToColombia } from '@app/shared/colombia-time';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/database.js';
import { writeTransaction } from '../../db/write-batch.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { dbDateTimeToIso, fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import { enqueueEmail } from '../email/outbox.js';
import { invalidateAvailability } from './availability-cache.js';
import * as repo from './booking.repo.js';
import { coachNotificationEmail, confirmationEmail, verificationEmail, type BookingForEmail } from './booking.emails.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'outbox'>;

// ---- slot helpers -------------------------------------------------------------------------------

/** The unique key of a Colombia slot: 'yyyy-MM-ddTHH:mm'. */
export const slotKey = (fecha: string, hora: string) => `${fecha}T${hora}`;

interface Block {
  hora_inicio: string | null;
  hora_fin: string | null;
}

/** A slot is blocked by a whole-day block, or by a range with hora_inicio <= slot < hora_fin. */
function isBlocked(blocks: Block[], hora: string): boolean {
  return blocks.some((b) => b.hora_inicio === null || b.hora_fin === null || (b.hora_inicio <= hora && hora < b.hora_fin));
}

const hasWholeDayBlock = (blocks: Block[]) => blocks.some((b) => b.hora_inicio === null || b.hora_fin === null);

/** A slot whose start is not in the future can no longer be booked. */
const isPast = (fecha: string, hora: string, now: Date) => colombiaToUtc(fecha, hora).getTime() <= now.getTime();

/** MySQL deadlocks are retried: the statement order makes them unlikely, not impossible. */
function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; errno?: number } | null;
  return !!e && (e.code === 'ER_LOCK_DEADLOCK' || e.errno === 1213);
}

async function withDeadlockRetry<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (!isDeadlock(err) || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 10 * i + Math.random() * 20));
    }
  }
}

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function toEmailShape(r: repo.RegistroRow): BookingForEmail {
  const { fecha, hora } = utcToColombia(fromDbDateTime(r.fecha_asesoria)!);
  return {
    id: r.id,
    nombre: r.nombre,
    apellidos: r.apellidos,
    email: r.email,
    telefono: r.telefono,
    sexo: r.sexo,
    ocupacion: r.ocupacion,
    pais: r.pais,
    edad: Number(r.edad),
    peso_actual: Number(r.peso_actual),
    estatura: Number(r.estatura),
    sufre_de: parseList(r.sufre_de),
    sufre_de_otros: r.sufre_de_otros,
    objetivos: parseList(r.objetivos),
    objetivo_otros: r.objetivo_otros,
    recomendado_por: r.recomendado_por,
    id_patrocinador: r.id_patrocinador,
    fecha,
    hora,
  };
}

export function toAdminRegistro(r: repo.RegistroRow): AdminRegistro {
  const e = toEmailShape(r);
  return {
    id: r.id,
    nombre: r.nombre,
    apellidos: r.apellidos,
    email: r.email,
    telefono: r.telefono,
    fecha_asesoria: dbDateTimeToIso(r.fecha_asesoria)!,
    fecha: e.fecha,
    hora: e.hora,
    pais: r.pais,
    edad: e.edad,
    sexo: r.sexo,
    ocupacion: r.ocupacion,
    peso_actual: e.peso_actual,
    estatura: e.estatura,
    sufre_de: e.sufre_de,
    sufre_de_otros: r.sufre_de_otros,
    objetivos: e.objetivos,
    objetivo_otros: r.objetivo_otros,
    recomendado_por: r.recomendado_por,
    id_patrocinador: r.id_patrocinador,
    politica_privacidad: Boolean(Number(r.politica_privacidad)),
    verified: Boolean(Number(r.verified)),
    created_at: dbDateTimeToIso(r.created_at)!,
    updated_at: dbDateTimeToIso(r.updated_at)!,
  };
}

// ---- public -------------------------------------------------------------------------------------

/** Whole-day blocked dates from Colombia today on. */
export async function blockedDates(deps: Deps, now = new Date()): Promise<string[]> {
  const rows = await repo.listWholeDayBlockDates(deps.db, colombiaToday(now));
  return rows.map((r) => r.fecha);
}

/** The §9 slots of a day that cannot be booked: held, blocked, or already started. */
export async function occupiedSlots(deps: Deps, fecha: string, now = new Date()): Promise<string[]> {
  const [held, blocks] = await Promise.all([repo.heldSlotKeysOn(deps.db, fecha, toDbDateTime(now)), repo.listBlocksOn(deps.db, fecha)]);
  const heldSet = new Set(held);
  return SLOTS.filter((hora) => heldSet.has(slotKey(fecha, hora)) || isBlocked(blocks, hora) || isPast(fecha, hora, now));
}

/**
 * Books a slot for a visitor. The slot is held by the UNIQUE slot_key: of two concurrent requests
 * only one insert succeeds, the other gets 409. The verification e-mail is written to the outbox in
 * the same transaction.
 */
export async function createBooking(deps: Deps, p: BookingPayload, now = new Date()): Promise<{ id: number }> {
  const { config, db } = deps;
  const fecha = p.fechaAsesoria;
  const hora = p.horaAsesoria;
  if (fecha < colombiaToday(now)) throw badRequest(BOOKING_MESSAGES.datePast, [{ path: 'fechaAsesoria', msg: BOOKING_MESSAGES.datePast }]);
  const blocks = await repo.listBlocksOn(db, fecha);
  if (hasWholeDayBlock(blocks)) {
    throw badRequest(BOOKING_MESSAGES.dateBlocked, [{ path: 'fechaAsesoria', msg: BOOKING_MESSAGES.dateBlocked }]);
  }
  if (isBlocked(blocks, hora)) throw badRequest(BOOKING_MESSAGES.slotBlocked, [{ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotBlocked }]);
  if (isPast(fecha, hora, now)) throw badRequest(BOOKING_MESSAGES.slotPast, [{ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotPast }]);

  const key = slotKey(fecha, hora);
  const nowDb = toDbDateTime(now);
  const holdUntil = toDbDateTime(new Date(now.getTime() + config.bookingHoldHours * 3600_000));
  const { token, hash } = newSecretToken();
  let id: number;
  try {
    // writeTransaction: concurrent bookings share one SQLite commit, each in its own savepoint.
    id = await withDeadlockRetry(() =>
      writeTransaction(db, async (trx) => {
        await repo.releaseExpiredHold(trx, key, nowDb);
        const newId = await repo.insertRegistro(trx, {
          nombre: p.nombre,
          apellidos: p.apellidos,
          email: p.email,
          telefono: p.telefono,
          sexo: p.sexo,
          ocupacion: p.ocupacion,
          pais: p.pais,
          edad: p.edad,
          peso_actual: p.peso_actual,
          estatura: p.estatura,
          sufre_de: JSON.stringify(p.sufreDe),
          sufre_de_otros: p.sufreDeOtros,
          objetivos: JSON.stringify(p.objetivo),
          objetivo_otros: p.objetivoOtros,
          recomendado_por: p.recomendadoPor,
          id_patrocinador: p.idPatrocinador,
          fecha_asesoria: toDbDateTime(colombiaToUtc(fecha, hora)),
          slot_key: key,
          hold_expires_at: holdUntil,
          politica_privacidad: 1,
          verified: 0,
          verified_at: null,
          created_at: nowDb,
          updated_at: nowDb,
        });
        await repo.insertVerifyToken(trx, { hash, registroId: newId, expiresAt: holdUntil, now: nowDb });
        const link = `${config.publicUrl}/api/registros/verificar/${token}`;
        const shape: BookingForEmail = {
          ...p,
          id: newId,
          sufre_de: p.sufreDe,
          sufre_de_otros: p.sufreDeOtros,
          objetivos: p.objetivo,
          objetivo_otros: p.objetivoOtros,
          recomendado_por: p.recomendadoPor,
          id_patrocinador: p.idPatrocinador,
          fecha,
          hora,
        };
        await enqueueEmail(trx, verificationEmail(config, shape, link, config.bookingHoldHours));
        return newId;
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) {
      // The day changed under this instance's cached availability: drop it.
      invalidateAvailability(db);
      throw conflict(BOOKING_MESSAGES.slotTaken, [{ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotTaken }]);
    }
    throw err;
  }
  invalidateAvailability(db);
  deps.outbox.kick();
  return { id };
}

export type VerifyOutcome =
  | { status: 'success'; nombres: string; apellidos: string; fechaAsesoria: string; horaAsesoria: string }
  | { status: 'invalid_token' | 'expired_token' };

class VerifyStop extends Error {
  constructor(readonly reason: 'invalid_token' | 'expired_token') {
    super(reason);
  }
}

/**
 * Opens a verification link: single use, in one transaction with the booking's change and its two
 * e-mails. A link whose hold ran out still works if nobody took the slot meanwhile.
 */
export async function verifyBooking(deps: Deps, token: string, now = new Date()): Promise<VerifyOutcome> {
  const { config, db } = deps;
  if (!/^[\w-]{20,100}$/.test(token)) return { status: 'invalid_token' };
  const hash = hashSecretToken(token);
  const nowDb = toDbDateTime(now);
  try {
    const booking = await withDeadlockRetry(() =>
      db.transaction().execute(async (trx) => {
        const t = await repo.findVerifyToken(trx, hash);
        if (!t || t.used_at) throw new VerifyStop('invalid_token');
        const r = await repo.findRegistro(trx, t.subject_id);
        if (!r || Number(r.verified) === 1) throw new VerifyStop('invalid_token');
        const shape = toEmailShape(r);
        if (isPast(shape.fecha, shape.hora, now)) throw new VerifyStop('expired_token');
        const key = slotKey(shape.fecha, shape.hora);
        if (r.slot_key !== key) {
          // the hold was released: take the slot again only if it is still free
          await repo.releaseExpiredHold(trx, key, nowDb);
          await repo.updateRegistro(trx, r.id, { slot_key: key });
        }
        if (!(await repo.useToken(trx, t.id, nowDb))) throw new VerifyStop('invalid_token');
        await repo.updateRegistro(trx, r.id, { verified: 1, verified_at: nowDb, hold_expires_at: null, updated_at: nowDb });
        await enqueueEmail(trx, confirmationEmail(config, shape, now));
        await enqueueEmail(trx, coachNotificationEmail(config, shape));
        return shape;
      }),
    );
    invalidateAvailability(db);
    deps.outbox.kick();
    return {
      status: 'success',
      nombres: booking.nombre,
      apellidos: booking.apellidos,
      fechaAsesoria: booking.fecha,
      horaAsesoria: booking.hora,
    };
  } catch (err) {
    if (err instanceof VerifyStop) return { status: err.reason };
    if (isUniqueViolation(err)) return { status: 'expired_token' };
    throw err;
  }
}

// ---- admin: schedule blocks -----------------------------------------------------------------------

export async function listBlocks(deps: Deps): Promise<Bloqueo[]> {
  return repo.listAllBlocks(deps.db);
}

export async function createBlock(
  deps: Deps,
  b: { fecha: string; motivo: string | null; hora_inicio: string | null; hora_fin: string | null },
  now = new Date(),
): Promise<BloqueoCreatedResponse> {
  const id = await repo.insertBlock(deps.db, { ...b, created_at: toDbDateTime(now) });
  invalidateAvailability(deps.db);
  const bloqueo = (await repo.findBlock(deps.db, id))!;
  const held = await repo.heldSlotKeysOn(deps.db, b.fecha, toDbDateTime(now));
  const overlapping = held.filter((k) => isBlocked([b], k.slice(11))).length;
  return {
    message: BOOKING_MESSAGES.bloqueoCreated,
    bloqueo,
    overlappingBookings: overlapping,
    ...(overlapping > 0 ? { warning: bloqueoOverlapWarning(overlapping) } : {}),
  };
}

export async function removeBlock(deps: Deps, id: number): Promise<void> {
  const deleted = await repo.deleteBlock(deps.db, id);
  invalidateAvailability(deps.db);
  if (!deleted) throw notFound(BOOKING_MESSAGES.bloqueoNotFound);
}

// ---- admin: agenda --------------------------------------------------------------------------------

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Verified bookings: upcoming (from Colombia today, soonest first), past (most recent first) or all. */
export async function listAgenda(deps: Deps, scope: AgendaScope, q: string, now = new Date()): Promise<AdminRegistro[]> {
  const startOfToday = toDbDateTime(colombiaToUtc(colombiaToday(now), '00:00'));
  const rows = await repo.listVerified(
    deps.db,
    scope === 'upcoming' ? { from: startOfToday } : scope === 'past' ? { before: startOfToday } : {},
  );
  const needle = fold(q.trim());
  const matching = needle
    ? rows.filter((r) => [r.nombre, r.apellidos, `${r.nombre} ${r.apellidos}`, r.email, r.telefono].some((v) => fold(v).includes(needle)))
    : rows;
  return matching.map(toAdminRegistro);
}

type RegistroUpdate = z.output<typeof registroUpdateSchema>;

/** Admin edit; moving the booking to another slot goes through the same UNIQUE slot_key. */
export async function updateRegistro(deps: Deps, id: number, u: RegistroUpdate, now = new Date()): Promise<AdminRegistro> {
  const { db } = deps;
  const current = await repo.findRegistro(db, id);
  if (!current) throw notFound(BOOKING_MESSAGES.registroNotFound);
  const instant = new Date(u.fecha_asesoria);
  const { fecha, hora } = utcToColombia(instant);
  if (!(SLOTS as readonly string[]).includes(hora) || colombiaToUtc(fecha, hora).getTime() !== instant.getTime()) {
    throw badRequest(BOOKING_MESSAGES.registroSlotInvalid, [{ path: 'fecha_asesoria', msg: BOOKING_MESSAGES.registroSlotInvalid }]);
  }
  const nowDb = toDbDateTime(now);
  const wasVerified = Number(current.verified) === 1;
  const verified = u.verified ?? wasVerified;
  const key = slotKey(fecha, hora);
  // a booking keeps holding a slot while verified or while its pending hold is in force
  const holds = verified || current.slot_key !== null;
  const newKey = holds ? key : null;
  try {
    await withDeadlockRetry(() =>
      db.transaction().execute(async (trx) => {
        if (newKey && newKey !== current.slot_key) await repo.releaseExpiredHold(trx, newKey, nowDb);
        await repo.updateRegistro(trx, id, {
          nombre: u.nombre,
          apellidos: u.apellidos,
          email: u.email,
          telefono: u.telefono,
          sexo: u.sexo,
          ocupacion: u.ocupacion,
          pais: u.pais,
          edad: u.edad,
          peso_actual: u.peso_actual,
          estatura: u.estatura,
          sufre_de: JSON.stringify(u.sufre_de),
          sufre_de_otros: u.sufre_de_otros,
          objetivos: JSON.stringify(u.objetivos),
          objetivo_otros: u.objetivo_otros,
          recomendado_por: u.recomendado_por,
          id_patrocinador: u.id_patrocinador,
          fecha_asesoria: toDbDateTime(instant),
          slot_key: newKey,
          hold_expires_at: verified ? null : current.hold_expires_at,
          politica_privacidad: u.politica_privacidad === undefined ? current.politica_privacidad : u.politica_privacidad ? 1 : 0,
          verified: verified ? 1 : 0,
          verified_at: verified ? (wasVerified ? current.verified_at : nowDb) : null,
          updated_at: nowDb,
        });
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(BOOKING_MESSAGES.slotTaken, [{ path: 'fecha_asesoria', msg: BOOKING_MESSAGES.slotTaken }]);
    }
    throw err;
  }
  invalidateAvailability(db);
  return toAdminRegistro((await repo.findRegistro(db, id))!);
}

/** Deleting the row frees its slot (the UNIQUE key goes with it). */
export async function removeRegistro(deps: Deps, id: number): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    await repo.deleteTokensOf(trx, id);
    return repo.deleteRegistro(trx, id);
  });
  invalidateAvailability(deps.db);
  if (!deleted) throw notFound(BOOKING_MESSAGES.registroNotFound);
}

export function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) throw new AppError(400, BOOKING_MESSAGES.invalidId);
  return Number(raw);
}
