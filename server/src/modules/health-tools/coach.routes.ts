import { Router } from 'express';
import { COACH_MESSAGES, coachNoteSchema } from '@app/shared/progreso';
import { RETO_MESSAGES } from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { pathId } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { activityLogger } from '../activity/index.js';
import { createCoachService } from './coach.service.js';

const userIdOf = (value: unknown) => pathId(value, COACH_MESSAGES.notFound);

/** The coach's Participantes and person page, mounted on the /api/admin router (its guard). */
export function coachAdminRoutes(deps: AppDeps): Router {
  const service = createCoachService(deps);
  const logged = activityLogger(deps);
  const router = Router();

  // a reto's people (the retos module lists the enrolments; the consent and the columns are the tools')
  router.get('/retos/:id/participantes', async (req, res) => {
    res.json(await service.participants(pathId(req.params.id, RETO_MESSAGES.retoNotFound)));
  });

  router.get('/progreso/:userId', async (req, res) => {
    res.json(await service.person(userIdOf(req.params.userId)));
  });

  router.put('/progreso/:userId/nota', logged('coach_note.saved'), async (req, res) => {
    const userId = userIdOf(req.params.userId);
    const { nota } = parseOrThrow(coachNoteSchema, req.body ?? {});
    await service.saveNote(userId, nota);
    res.json({ message: COACH_MESSAGES.noteSaved });
  });

  return router;
}
