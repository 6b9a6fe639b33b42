import { Router } from 'express';
import { PRIVACY_MESSAGES, exportFileName, personEmailSchema } from '@app/shared/privacy';
import { parseOrThrow } from '../../lib/validate.js';
import { actorOf } from '../../middleware/auth.js';
import type { PersonalDataService } from './personal-data.service.js';

/** "Datos personales", inside the admin router: the team answers a person's request. */
export function personalDataAdminRoutes(service: PersonalDataService): Router {
  const router = Router();

  router.get('/datos-personales', async (req, res) => {
    const { email } = parseOrThrow(personEmailSchema, { email: req.query.email });
    const data = await service.lookup(email, actorOf(req));
    res.setHeader('Content-Disposition', `inline; filename="${exportFileName(data.email, data.generado_at.slice(0, 10))}"`);
    res.json(data);
  });

  router.post('/datos-personales/anonimizar', async (req, res) => {
    const { email } = parseOrThrow(personEmailSchema, req.body);
    const result = await service.anonymise(email, actorOf(req));
    res.json({ message: PRIVACY_MESSAGES.anonymised, ...result });
  });

  return router;
}
