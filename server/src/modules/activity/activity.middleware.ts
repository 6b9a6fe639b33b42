import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ActivityAction } from '@app/shared/activity';
import type { AppDeps } from '../../app-deps.js';
import { actorOf } from '../../middleware/auth.js';
import { recordActivity } from './activity.repo.js';

/**
 * What a target names, as the writes recorded inside their transaction name it ('registro:42',
 * 'bloqueo:7', 'tienda:ajustes'): by default the action's domain says it, a route whose action is
 * shared by several kinds (an image uploaded to a product is `media.uploaded`) names it.
 */
const TARGET_KINDS: Record<string, TargetKind> = {
  content: 'contenido',
  media: 'contenido',
  product: 'producto',
  order: 'pedido',
  shop_settings: 'tienda',
  post: 'entrada',
  reto: 'reto',
  coach_note: 'persona',
};
export type TargetKind = 'contenido' | 'producto' | 'pedido' | 'tienda' | 'entrada' | 'reto' | 'persona';

/**
 * An admin write declares its action on its route: `router.put(path, logged('content.updated'), handler)`
 * records it once the handler has answered successfully. For writes that move files and database
 * rows in steps of their own (admin-content.service.ts replaceMedia), so they are logged once the
 * change succeeded (just before its answer) rather than inside one transaction; a failed log write
 * is only logged, never turned into an error for a change that already happened. Writes whose
 * service already runs one transaction (bookings, blocks, 2FA) record inside it instead.
 */
export function activityLogger({ db, logger, clock }: Pick<AppDeps, 'db' | 'logger' | 'clock'>) {
  return (action: ActivityAction, kind: TargetKind = TARGET_KINDS[action.split('.')[0]] ?? 'contenido'): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      if (!req.auth) return next();
      const actor = actorOf(req);
      // The kind of thing and the route path only: never the body (texts, file names).
      const target = `${kind}:${req.method} ${req.path}`.slice(0, 255);
      const at = clock();
      // Written before the successful answer goes out (the client reading the log next sees it).
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode >= 400) return json(body);
        recordActivity(db, { ...actor, action, target, at })
          .catch((err: unknown) => logger.error({ err, action, target }, 'activity log write failed'))
          .finally(() => json(body));
        return res;
      };
      next();
    };
}
