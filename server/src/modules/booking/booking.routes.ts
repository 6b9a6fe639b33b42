import express, { Router, type Request, type RequestHandler } from 'express';
import { AGENDA_PAGE_MAX, AGENDA_PAGE_MESSAGES, AGENDA_PAGE_SIZE } from '@app/shared/agenda-page';
import {
  AGENDA_SCOPES,
  BOOKING_MESSAGES,
  bloqueoCreateSchema,
  bookingSchema,
  registroUpdateSchema,
  type AgendaScope,
  type BookingCreatedResponse,
  type BookingEstado,
} from '@app/shared/booking';
import {
  LIFECYCLE_MESSAGES,
  asistenciaSchema,
  estadoFilterSchema,
  resendVerificationSchema,
  verifyBookingSchema,
} from '@app/shared/booking-lifecycle';
import { colombiaToday, isIsoDate } from '@app/shared/colombia-time';
import type { AppDeps } from '../../app-deps.js';
import { streamCsv } from '../../lib/csv.js';
import { badRequest } from '../../lib/errors.js';
import { pathId } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { actorOf } from '../../middleware/auth.js';
import { createAgendaService } from './agenda.service.js';
import { createBookingService } from './booking.service.js';
import { agendaCsvHead, agendaCsvLine } from './booking.csv.js';
import { cachedAvailability, storeAvailability } from './availability-cache.js';
import { confirmLink } from './booking-links.js';
import { gestionRoutes } from './gestion.routes.js';
import { createRegistroAdminService } from './registro-admin.service.js';

/**
 * The public availability reads, mounted ahead of the API's body parser and compression (app.ts):
 * the date picker asks for them on every date change. A cached day is answered synchronously.
 */
export function bookingPublicReads(deps: AppDeps): Router {
  const router = Router();
  const service = createBookingService(deps);

  router.get('/bloqueos', async (_req, res) => {
    res.json(await service.blockedDates());
  });

  router.get('/horarios-ocupados', async (req, res) => {
    const fecha = req.query.fecha;
    if (!isIsoDate(fecha))
      throw badRequest(BOOKING_MESSAGES.fechaQueryInvalid, [{ path: 'fecha', msg: BOOKING_MESSAGES.fechaQueryInvalid }]);
    const body =
      cachedAvailability(deps.db, fecha, deps.clock()) ??
      storeAvailability(deps.db, fecha, await service.occupiedSlots(fecha), deps.config.availabilityCacheMs, deps.clock());
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  });

  return router;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * POST /api/registros, mounted ahead of the API chain (app.ts) with only the steps it needs, in
 * the chain's order: JSON body, no-store, rate limit, handler. It skips the public routers and
 * compression it used to pass through (its answer is a few dozen bytes: nothing to compress).
 */
export function bookingPublicWrites(deps: AppDeps): Router {
  const router = Router();
  const service = createBookingService(deps);
  const limiter = createRateLimiter(deps, { name: 'booking', ...deps.config.rateLimits.booking });

  router.post('/registros', express.json({ limit: deps.config.jsonBodyLimit }), noStore, limiter, async (req, res) => {
    const payload = parseOrThrow(bookingSchema, req.body);
    const { id } = await service.create(payload, req.ip ?? null);
    const body: BookingCreatedResponse = { message: BOOKING_MESSAGES.created, id, holdHours: deps.config.bookingHoldHours };
    res.status(201).json(body);
  });

  return router;
}

/** The booking's confirmation, resend and "Mi asesoría", inside the API chain. */
export function bookingRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createBookingService(deps);
  const resendLimiter = createRateLimiter(deps, { name: 'bookingResend', ...deps.config.rateLimits.bookingResend });

  // Links already sent pointed here: a GET (or a scanner's HEAD) only opens the confirmation page.
  router.get('/registros/verificar/:token', (req, res) => {
    res.redirect(302, confirmLink(deps.config.publicUrl, req.params.token));
  });

  router.post('/registros/verificar', async (req, res) => {
    const { token } = parseOrThrow(verifyBookingSchema, req.body);
    res.json(await service.verify(token));
  });

  router.post('/registros/reenviar-verificacion', resendLimiter, async (req, res) => {
    const { email } = parseOrThrow(resendVerificationSchema, req.body);
    await service.resendVerification(email);
    res.json({ message: LIFECYCLE_MESSAGES.resendNeutral });
  });

  router.use('/registros/gestion', gestionRoutes(deps));
  return router;
}

function readEstado(raw: unknown): BookingEstado | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parsed = estadoFilterSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(LIFECYCLE_MESSAGES.estadoInvalid, [{ path: 'estado', msg: LIFECYCLE_MESSAGES.estadoInvalid }]);
  return parsed.data;
}

/** ?notificarCliente=false turns the client's e-mail off; absent or true keeps it. */
function readNotify(raw: unknown): boolean {
  if (raw === undefined || raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest('notificarCliente debe ser true o false.', [
    { path: 'notificarCliente', msg: 'notificarCliente debe ser true o false.' },
  ]);
}

function readScope(raw: unknown): AgendaScope {
  return (AGENDA_SCOPES as readonly string[]).includes(String(raw)) ? (raw as AgendaScope) : 'upcoming';
}
const readQ = (raw: unknown) => (typeof raw === 'string' ? raw.slice(0, 200) : '');

const readListFilter = (query: Request['query']) => ({
  scope: readScope(query.scope),
  q: readQ(query.q),
  estado: readEstado(query.estado),
});

/** ?limit=1…AGENDA_PAGE_MAX; absent: the whole list (the array every client read before pages). */
function readLimit(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= AGENDA_PAGE_MAX))
    throw badRequest(AGENDA_PAGE_MESSAGES.limitInvalid, [{ path: 'limit', msg: AGENDA_PAGE_MESSAGES.limitInvalid }]);
  return n;
}

function readCursor(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string')
    throw badRequest(AGENDA_PAGE_MESSAGES.cursorInvalid, [{ path: 'cursor', msg: AGENDA_PAGE_MESSAGES.cursorInvalid }]);
  return raw;
}

/** Admin agenda and schedule blocks, mounted under /api/admin behind the admin guard. */
export function bookingAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAgendaService(deps);
  const registros = createRegistroAdminService(deps);

  router.get('/bloqueos', async (_req, res) => {
    res.json(await service.listBlocks());
  });

  router.post('/bloqueos', async (req, res) => {
    const body = parseOrThrow(bloqueoCreateSchema, req.body);
    res.status(201).json(await service.createBlock(body, actorOf(req)));
  });

  router.delete('/bloqueos/:id', async (req, res) => {
    await service.removeBlock(pathId(req.params.id, BOOKING_MESSAGES.bloqueoNotFound), actorOf(req));
    res.json({ message: BOOKING_MESSAGES.bloqueoDeleted });
  });

  router.get('/registros', async (req, res) => {
    const query = { ...readListFilter(req.query), limit: readLimit(req.query.limit), cursor: readCursor(req.query.cursor) };
    const page = await service.listAgenda(query);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) {
      const next = new URLSearchParams({
        scope: query.scope,
        ...(query.q.trim() ? { q: query.q } : {}),
        ...(query.estado ? { estado: query.estado } : {}),
        limit: String(query.limit ?? AGENDA_PAGE_SIZE),
        cursor: page.nextCursor,
      });
      res.setHeader('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
    }
    res.json(page.bookings);
  });

  /**
   * Streamed in keyset batches (agendaBatches): each batch is written when the client has taken
   * the previous one (backpressure), and a client that goes away stops the reads.
   */
  router.get('/registros/export.csv', async (req, res) => {
    await streamCsv(res, {
      fileName: `agenda-${colombiaToday(deps.clock())}.csv`,
      head: agendaCsvHead(),
      batches: service.agendaBatches(readListFilter(req.query)),
      line: agendaCsvLine,
      logger: deps.logger,
      what: 'agenda',
    });
  });

  router.put('/registros/:id', async (req, res) => {
    const id = pathId(req.params.id, BOOKING_MESSAGES.registroNotFound);
    const body = parseOrThrow(registroUpdateSchema, req.body);
    const registro = await registros.updateRegistro(id, body, actorOf(req));
    res.json({ message: BOOKING_MESSAGES.registroUpdated, registro });
  });

  router.put('/registros/:id/asistencia', async (req, res) => {
    const id = pathId(req.params.id, BOOKING_MESSAGES.registroNotFound);
    const { asistio } = parseOrThrow(asistenciaSchema, req.body);
    res.json({ message: LIFECYCLE_MESSAGES.asistenciaSaved, registro: await registros.markAttendance(id, asistio, actorOf(req)) });
  });

  router.delete('/registros/:id', async (req, res) => {
    const id = pathId(req.params.id, BOOKING_MESSAGES.registroNotFound);
    await registros.removeRegistro(id, readNotify(req.query.notificarCliente), actorOf(req));
    res.json({ message: BOOKING_MESSAGES.registroDeleted });
  });

  return router;
}
