import { Router } from 'express';
import { COACH_MESSAGES, coachNoteSchema } from '@app/shared/progreso';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import { activityLogger } from '../activity/index.js';
import { createCoachService } from './coach.service.js';

const userIdOf = (value: unknown): number => {
  const text = String(value);
  if (!/^[1-9]\d{0,8}$/.test(text)) throw notFound(COACH_MESSAGES.notFound);
  return Number(text);
};

/** The coach's person page (issue #28), mounted on the /api/admin router (its guard). */
export function coachAdminRoutes(deps: AppDeps): Router {
  const service = createCoachService(deps);
  const logged = activityLogger(deps);
  const router = Router();

  router.get('/progreso/:userId', async (req, res) => {
    res.json(await service.person(userIdOf(req.params.userId)));
  });

  router.put('/progreso/:userId/nota', logged('coach_note.saved'), async (req, res) => {
    const { nota } = parseOrThrow(coachNoteSchema, req.body ?? {});
    await service.saveNote(userIdOf(req.params.userId), nota);
    res.json({ message: COACH_MESSAGES.noteSaved });
  });

  return router;
}
