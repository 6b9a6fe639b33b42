import { Router } from 'express';
import { colombiaToday, isIsoDate } from '@app/shared/colombia-time';
import { PROGRESO_MESSAGES, healthConsentSchema, medicionSchema, metaSchema, type HealthConsentWithdrawal } from '@app/shared/progreso';
import type { AppDeps } from '../../app-deps.js';
import { streamCsv } from '../../lib/csv.js';
import { badRequest } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import { requireRole } from '../../middleware/auth.js';
import { userSessionCheck } from '../users/index.js';
import { giveHealthConsent, withdrawHealthConsent } from './health-consent.js';
import { progresoCsvFileName, progresoCsvHead, progresoCsvLine } from './progreso.csv.js';
import { createProgresoService } from './progreso.service.js';
import { createMiRetoService } from './mi-reto.service.js';
import { MI_RETO_MESSAGES, checkinSchema, dailyMailSchema } from '@app/shared/mi-reto';
import { pathId } from '../../lib/path-id.js';

/**
 * /perfil's tools, Mi progreso and Mi reto, mounted at /api/users: every route needs the person's own token and
 * reads or writes only under its account id — no route takes another person's id.
 */
export function healthToolsRoutes(deps: AppDeps): Router {
  const { config, db, clock, logger } = deps;
  const progreso = createProgresoService(deps);
  const miReto = createMiRetoService(deps);
  const router = Router();
  const userOnly = requireRole(config.jwtSecret, 'user', userSessionCheck(db));

  router.post('/progreso/consentimiento', userOnly, async (req, res) => {
    const { politica_version } = parseOrThrow(healthConsentSchema, req.body ?? {});
    const given = await giveHealthConsent(db, req.auth!.id, politica_version, req.ip ?? null, clock());
    res.status(given.created ? 201 : 200).json({ message: PROGRESO_MESSAGES.consentGiven, consentimiento: given.consentimiento });
  });

  // Withdrawing the consent suppresses the data it covered (ADR 021); the account stays.
  router.delete('/progreso/consentimiento', userOnly, async (req, res) => {
    const eliminados = await withdrawHealthConsent(db, req.auth!.id, clock());
    const body: HealthConsentWithdrawal = { message: PROGRESO_MESSAGES.consentWithdrawn, eliminados };
    res.json(body);
  });

  router.get('/progreso', userOnly, async (req, res) => {
    res.json(await progreso.overview(req.auth!.id));
  });

  router.post('/progreso/mediciones', userOnly, async (req, res) => {
    const payload = parseOrThrow(medicionSchema, req.body ?? {}, PROGRESO_MESSAGES.validation);
    await progreso.saveMedicion(req.auth!.id, payload);
    res.json({ message: PROGRESO_MESSAGES.saved });
  });

  router.delete('/progreso/mediciones/:fecha', userOnly, async (req, res) => {
    const fecha = String(req.params.fecha);
    if (!isIsoDate(fecha)) throw badRequest(PROGRESO_MESSAGES.dateInvalid);
    await progreso.deleteMedicion(req.auth!.id, fecha);
    res.json({ message: PROGRESO_MESSAGES.deleted });
  });

  router.put('/progreso/meta', userOnly, async (req, res) => {
    const payload = parseOrThrow(metaSchema, req.body ?? {}, PROGRESO_MESSAGES.validation);
    const set = await progreso.saveMeta(req.auth!.id, payload);
    res.json({ message: set ? PROGRESO_MESSAGES.goalSaved : PROGRESO_MESSAGES.goalCleared });
  });

  router.get('/progreso/mediciones.csv', userOnly, async (req, res) => {
    const batches = await progreso.csvBatches(req.auth!.id);
    await streamCsv(res, {
      fileName: progresoCsvFileName(colombiaToday(clock())),
      head: progresoCsvHead(),
      batches,
      line: progresoCsvLine,
      logger,
      what: 'progreso',
    });
  });

  // Mi reto: the person's enrolments (another person's id is a 404, as one that does not exist).
  router.get('/retos', userOnly, async (req, res) => {
    res.json(await miReto.list(req.auth!.id));
  });

  router.put('/retos/correo-diario', userOnly, async (req, res) => {
    const { activo } = parseOrThrow(dailyMailSchema, req.body ?? {});
    await miReto.setDailyMail(req.auth!.id, activo);
    res.json({ message: activo ? MI_RETO_MESSAGES.dailyMailOn : MI_RETO_MESSAGES.dailyMailOff });
  });

  router.get('/retos/:id', userOnly, async (req, res) => {
    res.json(await miReto.detail(req.auth!.id, pathId(req.params.id, MI_RETO_MESSAGES.notFound)));
  });

  router.get('/retos/:id/dias/:dia', userOnly, async (req, res) => {
    const id = pathId(req.params.id, MI_RETO_MESSAGES.notFound);
    res.json(await miReto.plan(req.auth!.id, id, pathId(req.params.dia, MI_RETO_MESSAGES.dayInvalid)));
  });

  router.put('/retos/:id/checkins/:dia', userOnly, async (req, res) => {
    const id = pathId(req.params.id, MI_RETO_MESSAGES.notFound);
    const dia = pathId(req.params.dia, MI_RETO_MESSAGES.dayInvalid);
    const payload = parseOrThrow(checkinSchema, req.body ?? {}, MI_RETO_MESSAGES.validation);
    await miReto.checkin(req.auth!.id, id, dia, payload);
    res.json({ message: MI_RETO_MESSAGES.checkinSaved });
  });

  return router;
}
