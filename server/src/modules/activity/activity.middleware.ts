import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ACTIVITY_ACTION_NAMES, ACTIVITY_ACTIONS, type ActivityAction } from '@app/shared/activity';
import type { AppDeps } from '../../app-deps.js';
import { actorOf } from '../../middleware/auth.js';
import { recordActivity } from './activity.repo.js';

/**
 * What a target names, as the writes recorded inside their transaction name it ('registro:42',
 * 'bloqueo:7', 'tienda:ajustes'). Each module declares the actions it records and their kind
 * (its descriptor's `activity`, server/src/modules/server-module.ts); a route whose action is
 * shared by several kinds (an image uploaded to a product is `media.uploaded`) names its own.
 */
/** A kind of thing a target names, a lower-case Spanish noun ('producto', 'registro'): declared by the module that owns it. */
export type TargetKind = string;

export type ActivityKinds = ReadonlyMap<ActivityAction, TargetKind>;

// Keyed by the database handle, as db/database.ts keeps its table-change listeners: the runtime
// declares the map of its module list once, and the routes built on that handle read it.
const declaredKinds = new WeakMap<object, ActivityKinds>();

/**
 * The action → kind map of a module list: every action of shared/src/activity.ts needs exactly one
 * declared kind, so a missing or doubled declaration stops the start instead of logging a wrong kind.
 */
export function activityKindsOf(
  declarations: readonly { name: string; activity?: Partial<Record<ActivityAction, TargetKind>> }[],
): ActivityKinds {
  const kinds = new Map<ActivityAction, TargetKind>();
  const by = new Map<ActivityAction, string>();
  for (const m of declarations) {
    for (const [action, kind] of Object.entries(m.activity ?? {}) as [ActivityAction, TargetKind][]) {
      if (!(action in ACTIVITY_ACTIONS))
        throw new Error(`activity: ${m.name} declares ${action}, which shared/src/activity.ts does not list`);
      if (!/^[a-z_]+$/.test(kind)) throw new Error(`activity: ${m.name} declares the kind '${kind}' for ${action}: a lower-case word`);
      if (by.has(action)) throw new Error(`activity: ${action} is declared by both ${by.get(action)} and ${m.name}`);
      kinds.set(action, kind);
      by.set(action, m.name);
    }
  }
  const missing = ACTIVITY_ACTION_NAMES.filter((a) => !kinds.has(a));
  if (missing.length) throw new Error(`activity: no module declares the target kind of ${missing.join(', ')}`);
  return kinds;
}

/** Called once by the runtime with its module list's map. */
export function declareActivityKinds(db: object, kinds: ActivityKinds): void {
  declaredKinds.set(db, kinds);
}

function kindOf(db: object, action: ActivityAction): TargetKind {
  const kind = declaredKinds.get(db)?.get(action);
  if (!kind) throw new Error(`activity: ${action} has no declared target kind (server/src/modules.ts)`);
  return kind;
}

/**
 * An admin write declares its action on its route: `router.put(path, logged('content.updated'), handler)`
 * records it once the handler has answered successfully. For writes that move files and database
 * rows in steps of their own (admin-content.service.ts replaceMedia), so they are logged once the
 * change succeeded (just before its answer) rather than inside one transaction; a failed log write
 * is only logged, never turned into an error for a change that already happened. Writes whose
 * service already runs one transaction (bookings, blocks, 2FA) record inside it instead.
 */
export function activityLogger({ db, logger, clock }: Pick<AppDeps, 'db' | 'logger' | 'clock'>) {
  return (action: ActivityAction, kind: TargetKind = kindOf(db, action)): RequestHandler =>
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
