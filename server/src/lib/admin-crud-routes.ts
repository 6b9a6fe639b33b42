import type { Request, RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { ActivityAction } from '@app/shared/activity';
import { parseOrThrow } from './validate.js';

/** One admin-managed kind of data's list, read, create, update and remove (docs/architecture.md §18, step 5). */
export interface AdminCrudRoutes<S extends z.ZodType> {
  /** The collection's path under /api/admin, e.g. '/retos'; an item is `${path}/:id`. */
  path: string;
  /** The item's id from the path (pathId with the kind's not-found message). */
  id: (req: Request) => number;
  /** The shared schema of what create and update receive. */
  input: S;
  /** The activity entry each write declares (`activityLogger(deps)`). */
  logged: (action: ActivityAction) => RequestHandler;
  actions: { created: ActivityAction; updated: ActivityAction; removed: ActivityAction };
  list: () => Promise<unknown>;
  get: (id: number) => Promise<unknown>;
  create: (input: z.output<S>, req: Request) => Promise<unknown>;
  update: (id: number, input: z.output<S>) => Promise<unknown>;
  /** Deletes or archives; the answer is `{ message: removedMessage }`. */
  remove: (id: number) => Promise<void>;
  removedMessage: string;
}

/** Mounts the five routes on `router`: each one parse, one service call (routes stay thin, §2). */
export function adminCrudRoutes<S extends z.ZodType>(router: Router, r: AdminCrudRoutes<S>): void {
  const item = `${r.path}/:id`;
  router.get(r.path, async (_req, res) => {
    res.json(await r.list());
  });
  router.get(item, async (req, res) => {
    res.json(await r.get(r.id(req)));
  });
  router.post(r.path, r.logged(r.actions.created), async (req, res) => {
    res.status(201).json(await r.create(parseOrThrow(r.input, req.body), req));
  });
  router.put(item, r.logged(r.actions.updated), async (req, res) => {
    // the id first: an unknown item answers 404 before its body is judged
    const id = r.id(req);
    res.json(await r.update(id, parseOrThrow(r.input, req.body)));
  });
  router.delete(item, r.logged(r.actions.removed), async (req, res) => {
    await r.remove(r.id(req));
    res.json({ message: r.removedMessage });
  });
}
