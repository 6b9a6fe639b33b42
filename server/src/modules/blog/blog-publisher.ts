import type { AppDeps } from '../../app-deps.js';
import { isDeadlock } from '../../db/database.js';
import { createPeriodicWorker, type PeriodicWorker } from '../../lib/periodic-worker.js';
import { toDbDateTime } from '../../lib/time.js';
import { recordActivity } from '../activity/index.js';
import * as repo from './blog.repo.js';
import { syncSearchDocuments } from '../search/index.js';
import { postSearchSource } from './blog-search.js';

/**
 * Scheduled posts go live at their time with nobody visiting: every app instance runs
 * this pass on a timer (lib/periodic-worker.ts) and reads the injected clock. Each due post is
 * published by a conditional update (still `programado`, its time passed), with its activity entry
 * in the same transaction: of several instances passing at once, exactly one publishes it and logs
 * it; the others' updates change nothing.
 */
export interface PublishPass {
  /** Ids this pass published. */
  published: number[];
  /** Due when this pass listed them, published meanwhile by another instance (or a later edit). */
  publishedElsewhere: number;
}

export async function publishDuePosts({ db, clock, logger }: Pick<AppDeps, 'db' | 'clock' | 'logger'>): Promise<PublishPass> {
  const now = clock();
  const at = toDbDateTime(now);
  const pass: PublishPass = { published: [], publishedElsewhere: 0 };
  for (const post of await repo.duePosts(db, at)) {
    try {
      const mine = await db.transaction().execute(async (trx) => {
        if (!(await repo.publishIfDue(trx, post.id, at))) return false;
        await syncSearchDocuments(trx, postSearchSource, [post.id]);
        await recordActivity(trx, { adminId: null, username: null, action: 'post.published', target: `entrada:${post.id}`, at: now });
        return true;
      });
      if (mine) pass.published.push(post.id);
      else pass.publishedElsewhere++;
    } catch (err) {
      // Rolled back: the next pass tries again; one failing post does not hold up the others.
      if (isDeadlock(err)) logger.warn({ postId: post.id }, 'scheduled post deadlocked; retried on the next pass');
      else logger.error({ err, postId: post.id }, 'scheduled post could not be published; retried on the next pass');
    }
  }
  if (pass.published.length) logger.info({ posts: pass.published }, 'scheduled blog posts published');
  return pass;
}

export type BlogPublisher = PeriodicWorker<PublishPass>;

/** One pass now, then every REMINDER_WORKER_INTERVAL_MS after the previous one ended. */
export function createBlogPublisher(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>): BlogPublisher {
  return createPeriodicWorker({
    pass: () => publishDuePosts(deps),
    intervalMs: deps.config.reminderWorkerIntervalMs,
    logger: deps.logger,
    failure: 'blog publishing pass failed',
  });
}
