import { Router } from 'express';
import { OUTBOX_MESSAGES, UNDELIVERED_EMAILS_PATH } from '@app/shared/outbox';
import type { AppDeps } from '../app-deps.js';
import { notFound } from '../lib/errors.js';
import { pathId } from '../lib/path-id.js';
import { listUndelivered, retryUndelivered } from './outbox-status.js';

const path = UNDELIVERED_EMAILS_PATH.replace(/^\/admin/, '');

/** Mounted behind the admin guard (app.ts): the dashboard's screen of e-mails that were not delivered. */
export function outboxAdminRoutes({ db, outbox, clock }: AppDeps): Router {
  const router = Router();
  router.get(path, async (_req, res) => {
    res.json({ emails: await listUndelivered(db) });
  });
  router.post(`${path}/:id/reintentar`, async (req, res) => {
    const id = pathId(req.params.id, OUTBOX_MESSAGES.notFound);
    if (!(await retryUndelivered(db, id, clock()))) throw notFound(OUTBOX_MESSAGES.notFound);
    outbox.kick();
    res.json({ message: OUTBOX_MESSAGES.retryQueued });
  });
  return router;
}
