import crypto from 'node:crypto';
import os from 'node:os';
import type { Config } from '../../config.js';
import { deadTokenIds, deleteTokensById } from '../../db/auth-tokens.js';
import { deleteExpiredRateLimits } from '../../db/rate-limit-store.js';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { createPeriodicWorker, type PeriodicWorker } from '../../lib/periodic-worker.js';
import { emptyBodies, sentWithBodyBefore } from '../../mail/outbox.js';
import { ADMIN_LOCK_STORE, LOCK_LEVEL_MEMORY_MS } from '../admin-auth/index.js';
import type { PersonalDataOwner } from './personal-data-owner.js';
import * as repo from './retention.repo.js';

/**
 * The retention of personal data (Ley 1581 de 2012; docs/architecture.md §14), one pass a day:
 * - first the rules of every registered owner of personal data (PersonalDataOwner.retention), in
 *   order: e.g. booking deletes unconfirmed bookings RETENTION_UNCONFIRMED_DAYS after their hold
 *   expired, then anonymises bookings RETENTION_MONTHS after the appointment;
 * - the bodies of sent e-mails are emptied after RETENTION_MAIL_DAYS (recipient, subject, status stay);
 * - rate-limit rows whose window ended and links that can no longer be used are removed.
 *
 * Several app instances may share one database: a pass first takes the lease `retention` in
 * job_leases, for LEASE_MS and renewed after every batch; an instance that does not get it skips
 * the pass, and a lease whose holder died runs out and is taken over. Every rule works in batches
 * of BATCH rows, each its own short transaction, so a large table is never locked for long.
 */

export const RETENTION_LEASE = 'retention';
/** How long a pass may run between two batches before another instance may take over. */
export const LEASE_MS = 10 * 60_000;
const BATCH = 500;
const DAY_MS = 24 * 60 * 60_000;
/**
 * A spent link is kept a week after use: a second click on a verification link then still
 * answers "already confirmed/verified" instead of "invalid link".
 */
export const SPENT_TOKEN_KEEP_MS = 7 * DAY_MS;
/** The first pass after start, once the instance is serving. */
const FIRST_PASS_DELAY_MS = 60_000;

export interface RetentionPass {
  /** False when another instance held the lease: this pass did nothing. */
  ran: boolean;
  mailBodiesEmptied: number;
  rateLimitsDeleted: number;
  tokensDeleted: number;
  /** The owners' counters (RetentionRule.counter), e.g. unconfirmedDeleted, bookingsAnonymised. */
  [counter: string]: number | boolean;
}

export interface RetentionDeps {
  db: DB;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** Every module's owner of personal data, in the order of server/src/modules.ts. */
  owners: readonly PersonalDataOwner[];
}

class LeaseLost extends Error {}

export type RetentionService = ReturnType<typeof createRetentionService>;

export function createRetentionService(deps: RetentionDeps) {
  const { db, config, clock, logger, owners } = deps;
  const rules = owners.flatMap((o) => o.retention ?? []);
  const r = config.retention;

  /** Runs `apply` on batches of ids until one comes back short; renews the lease after each. */
  async function inBatches(holder: string, select: () => Promise<number[]>, apply: (ids: number[]) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await select();
      const done = ids.length ? await apply(ids) : 0;
      total += done;
      // a short batch was the last; a full one that changed nothing would come back the same
      if (ids.length < BATCH || done === 0) return total;
      if (!(await repo.renewLease(db, RETENTION_LEASE, holder, new Date(clock().getTime() + LEASE_MS)))) throw new LeaseLost();
    }
  }

  async function work(holder: string, pass: RetentionPass): Promise<void> {
    const now = clock();
    for (const rule of rules) {
      const { select, apply } = rule.batches({ db, config, now });
      pass[rule.counter] = (pass[rule.counter] as number) + (await inBatches(holder, () => select(BATCH), apply));
    }
    const sentBefore = new Date(now.getTime() - r.mailDays * DAY_MS);
    pass.mailBodiesEmptied = await inBatches(
      holder,
      () => sentWithBodyBefore(db, sentBefore, BATCH),
      (ids) => emptyBodies(db, ids),
    );
    // Rate-limit rows are keyed by text: each batch deletes what it selected, until one comes back short.
    for (;;) {
      const n = await deleteExpiredRateLimits(db, now, { prefix: `${ADMIN_LOCK_STORE}:`, ms: LOCK_LEVEL_MEMORY_MS }, BATCH);
      pass.rateLimitsDeleted += n;
      if (n < BATCH) break;
      if (!(await repo.renewLease(db, RETENTION_LEASE, holder, new Date(clock().getTime() + LEASE_MS)))) throw new LeaseLost();
    }
    const spentBefore = new Date(now.getTime() - SPENT_TOKEN_KEEP_MS);
    pass.tokensDeleted = await inBatches(
      holder,
      () => deadTokenIds(db, now, spentBefore, BATCH),
      (ids) => deleteTokensById(db, ids),
    );
  }

  return {
    /**
     * One pass at clock(): takes the lease (or returns `ran: false` when another instance holds
     * it), applies every rule, and releases the lease.
     */
    async runPass(): Promise<RetentionPass> {
      const pass: RetentionPass = { ran: false, mailBodiesEmptied: 0, rateLimitsDeleted: 0, tokensDeleted: 0 };
      for (const rule of rules) pass[rule.counter] = 0;
      const holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(6).toString('hex')}`.slice(0, 128);
      const start = clock();
      if (!(await repo.takeLease(db, RETENTION_LEASE, holder, start, new Date(start.getTime() + LEASE_MS)))) return pass;
      pass.ran = true;
      try {
        await work(holder, pass);
      } catch (err) {
        if (!(err instanceof LeaseLost)) throw err;
        logger.warn({ ...pass }, 'retention pass lost its lease to another instance; stopped');
        return pass;
      }
      await repo.releaseLease(db, RETENTION_LEASE, holder);
      const { ran: _ran, ...counts } = pass;
      if (Object.values(counts).some(Boolean)) logger.info(counts, 'retention pass done');
      return pass;
    },
  };
}

/**
 * The daily worker of every instance (lib/periodic-worker.ts): a first pass shortly after start,
 * then one every RETENTION_INTERVAL_MS after the previous one ended; the lease makes one instance
 * at a time do the work.
 */
export type RetentionWorker = PeriodicWorker<RetentionPass>;

export function createRetentionWorker(deps: RetentionDeps): RetentionWorker {
  const service = createRetentionService(deps);
  return createPeriodicWorker({
    pass: () => service.runPass(),
    intervalMs: deps.config.retention.intervalMs,
    firstDelayMs: Math.min(FIRST_PASS_DELAY_MS, deps.config.retention.intervalMs),
    logger: deps.logger,
    // the lease runs out by itself; the next pass, here or elsewhere, starts over
    failure: 'retention pass failed',
  });
}
