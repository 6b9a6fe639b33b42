import { Router } from 'express';
import { cancelBookingSchema, rescheduleBookingSchema } from '@app/shared/booking-lifecycle';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { createGestionService } from './gestion.service.js';

/** "Mi asesoría", under /api/registros/gestion: the manage token in the path is the only credential. */
export function gestionRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createGestionService(deps);
  router.use(createRateLimiter(deps, { name: 'bookingManage', ...deps.config.rateLimits.bookingManage }));

  router.get('/:token', async (req, res) => {
    res.json(await service.get(req.params.token));
  });

  router.post('/:token/cancelar', async (req, res) => {
    const { motivo } = parseOrThrow(cancelBookingSchema, req.body ?? {});
    res.json(await service.cancel(req.params.token, motivo));
  });

  router.post('/:token/reprogramar', async (req, res) => {
    const { fechaAsesoria, horaAsesoria } = parseOrThrow(rescheduleBookingSchema, req.body);
    res.json(await service.reschedule(req.params.token, fechaAsesoria, horaAsesoria));
  });

  router.post('/:token/eliminar-datos', async (req, res) => {
    res.json(await service.forgetData(req.params.token));
  });

  router.get('/:token/calendario.ics', async (req, res) => {
    const ics = await service.calendar(req.params.token);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="asesoria.ics"');
    res.send(ics);
  });

  return router;
}
