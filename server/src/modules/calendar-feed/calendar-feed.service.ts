import crypto from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import { coachFeedIcs } from '../booking/index.js';
import { listFeedBookings } from '../booking/index.js';
import * as repo from './calendar-feed.repo.js';
import { recordActivity, type Actor } from '../activity/index.js';

/** How far back the feed reaches: recent appointments (and cancellations) stay visible a month. */
export const FEED_PAST_DAYS = 30;

export interface FeedAnswer {
  body: string;
  etag: string;
  lastModified: Date;
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

/**
 * The coach's private calendar address (docs/architecture.md §17). The token is an HMAC of the
 * admin's random nonce under the JWT secret: only its SHA-256 is stored (the lookup key), yet the
 * dashboard can show the same address again without keeping it. Regenerating draws a new nonce.
 */
export function createCalendarFeedService({ config, db, clock }: Pick<AppDeps, 'config' | 'db' | 'clock'>) {
  const tokenOf = (adminId: number, nonce: string) =>
    crypto.createHmac('sha256', config.jwtSecret).update(`calendario:${adminId}:${nonce}`).digest('base64url');
  const urlOf = (token: string) => `${config.publicUrl}/calendario/${token}.ics`;

  async function create(actor: Actor, action: 'calendar.address_created' | 'calendar.address_regenerated'): Promise<string> {
    const { adminId } = actor;
    const nonce = crypto.randomBytes(24).toString('base64url');
    const token = tokenOf(adminId, nonce);
    const now = clock();
    await db.transaction().execute(async (trx) => {
      await repo.saveFeed(trx, { adminId, tokenHash: hashSecretToken(token), nonce, now });
      await recordActivity(trx, { ...actor, action, target: `calendario:${adminId}`, at: now });
    });
    return urlOf(token);
  }

  return {
    /** The admin's address, created on first use. */
    async address(actor: Actor): Promise<string> {
      const { adminId } = actor;
      const feed = await repo.findFeedOfAdmin(db, adminId);
      if (!feed) return create(actor, 'calendar.address_created');
      const token = tokenOf(adminId, feed.nonce);
      const hash = hashSecretToken(token);
      if (hash !== feed.tokenHash) await repo.updateFeedHash(db, adminId, hash);
      return urlOf(token);
    },

    /** A new address; the previous one answers 404 from now on. */
    regenerate: (actor: Actor): Promise<string> => create(actor, 'calendar.address_regenerated'),

    /** The feed behind a token, or undefined for an unknown one. */
    async feed(token: string): Promise<FeedAnswer | undefined> {
      const feed = await repo.findFeedByHash(db, hashSecretToken(token));
      if (!feed) return undefined;
      const now = clock();
      const entries = await listFeedBookings(db, new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600_000));
      const body = coachFeedIcs(config, entries);
      const etag = crypto.createHash('sha256').update(body).digest('hex').slice(0, 32);
      // Last-Modified is when this body was first served: a deleted booking changes the body
      // without leaving an updated_at behind, so the rows alone could not tell.
      let lastModified = feed.bodyChangedAt;
      if (feed.bodyEtag !== etag || !lastModified) {
        lastModified = new Date(Math.floor(now.getTime() / 1000) * 1000);
        await repo.recordFeedBody(db, feed.adminId, etag, lastModified);
      }
      return { body, etag: `"${etag}"`, lastModified };
    },
  };
}
