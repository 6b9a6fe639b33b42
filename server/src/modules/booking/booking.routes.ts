import express, { Router, type RequestHandler } from 'express';
import {
  AGENDA_SCOPES,
  BOOKING_MESSAGES,
  bloqueoCreateSchema,
  bookingSchema,
  registroUpdateSchema,
  type AgendaScope,
} from '@app/shared/booking';
import { colombiaToday, isIsoDate } from '@app/shared/colombia-time';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import * as service from './booking.service.js';
import { agendaCsv } from './booking.csv.js';
import { cachedAvailability, storeAvailability } from './availability-cache.js';

/**
 * The public availability reads, mounted ahead of the API's body parser and compression (app.ts):
 * the date picker asks for them on every date change. A cached day is answered synchronously.
 */
export function bookingPublicReads(deps: AppDeps): Router {
  const router = Router();

  router.get('/bloqueos', async (_req, res) => {
    res.json(await service.blockedDates(deps));
  });

  router.get('/horarios-ocupados', async (req, res) => {
    const fecha = req.query.fecha;
    if (!isIsoDate(fecha)) throw badRequest(BOOKING_MESSAGES.fechaQueryInvalid, [{ path: 'fecha', msg: BOOKING_MESSAGES.fechaQueryInvalid }]);
    const body =
      cachedAvailability(deps.db, fecha) ??
      storeAvailability(deps.db, fecha, await service.occupiedSlots(deps, fecha), deps.config.availabilityCacheMs);
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
  const limiter = createRateLimiter(deps.db, { name: 'booking', ...deps.config.rateLimits.booking });

  router.post('/registros', express.json({ limit: deps.config.jsonBodyLimit }), noStore, limiter, async (req, res) => {
    const payload = parseOrThrow(bookingSchema, req.body);
    const { id } = await service.createBooking(deps, payload);
    res.status(201).json({ message: BOOKING_MESSAGES.created, id });
  });

  return router;
}

/** The booking verification link (issue #4), inside the API chain. */
export function bookingRoutes(deps: AppDeps): Router {
  const router = Router();

  // The link of the verification e-mail: answers with a redirect to a client screen.
  router.get('/registros/verificar/:token', async (req, res) => {
    const outcome = await service.verifyBooking(deps, req.params.token);
    const base = deps.config.publicUrl;
    if (outcome.status !== 'success') {
      res.redirect(302, `${base}/verification-error?reason=${outcome.status}`);
      return;
    }
    const { status: _status, ...params } = outcome;
    res.redirect(302, `${base}/verification-success?${new URLSearchParams(params).toString()}`);
  });

  return router;
}

function readScope(raw: unknown): AgendaScope {
  return (AGENDA_SCOPES as readonly string[]).includes(String(raw)) ? (raw as AgendaScope) : 'upcoming';
}
const readQ = (raw: unknown) => (typeof raw === 'string' ? raw.slice(0, 200) : '');

/** Admin agenda and schedule blocks, mounted under /api/admin behind the admin guard. */
export function bookingAdminRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/bloqueos', async (_req, res) => {
    res.json(await service.listBlocks(deps));
  });

  router.post('/bloqueos', async (req, res) => {
    const body = parseOrThrow(bloqueoCreateSchema, req.body);
    res.status(201).json(await service.createBlock(deps, body));
  });

  router.delete('/bloqueos/:id', async (req, res) => {
    await service.removeBlock(deps, service.parseId(req.params.id));
    res.json({ message: BOOKING_MESSAGES.bloqueoDeleted });
  });

  router.get('/registros', async (req, res) => {
    res.json(await service.listAgenda(deps, readScope(req.query.scope), readQ(req.query.q)));
  });

  router.get('/registros/export.csv', async (req, res) => {
    const rows = await service.listAgenda(deps, readScope(req.query.scope), readQ(req.query.q));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="agenda-${colombiaToday()}.csv"`);
    res.send(agendaCsv(rows));
  });

  router.put('/registros/:id', async (req, res) => {
    const id = service.parseId(req.params.id);
    const body = parseOrThrow(registroUpdateSchema, req.body);
    const registro = await service.updateRegistro(deps, id, body);
    res.json({ message: BOOKING_MESSAGES.registroUpdated, registro });
  });

  router.delete('/registros/:id', async (req, res) => {
    await service.removeRegistro(deps, service.parseId(req.params.id));
    res.json({ message: BOOKING_MESSAGES.registroDeleted });
  });

  return router;
}
