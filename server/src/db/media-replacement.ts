import type { Transaction } from 'kysely';
import type { Logger } from '../lib/logger.js';
import type { MediaKind, MediaStorage, StoredMedia } from '../lib/storage.js';
import type { VerifiedUpload } from '../lib/verified-upload.js';
import type { DB } from './database.js';
import { declaredMediaReferences, isPathReferenced, type MediaReference } from './media-references.js';
import type { Database } from './schema.js';

/**
 * The one order every file replacement follows: store the new file (atomic rename), point the
 * database at it in a transaction, and only after the commit delete the previous file if no
 * declared column (media-references.ts) still points at it; if the database refuses, the new
 * file is deleted instead.
 */
export interface MediaReplacement {
  store(kind: MediaKind, upload: VerifiedUpload): Promise<StoredMedia>;
  /** Deletes the files no row points at any more (demo content shares files between rows). */
  removeUnreferenced(paths: (string | null | undefined)[]): Promise<void>;
  /**
   * Stores `upload` and runs `commit` with its path in a transaction. `commit` returns the
   * previous path (null when there was none), or undefined when its row does not exist: then
   * the new file is discarded and `replace` answers undefined.
   */
  replace(
    kind: MediaKind,
    upload: VerifiedUpload,
    commit: (trx: Transaction<Database>, path: string) => Promise<{ previous: string | null } | undefined>,
  ): Promise<string | undefined>;
}

export function createMediaReplacement({
  db,
  logger,
  storage,
  mediaReferences = declaredMediaReferences(db),
}: {
  db: DB;
  logger: Logger;
  storage: MediaStorage;
  /** Default: what the runtime declared for `db` (every module's media columns); a test may declare a table of its own. */
  mediaReferences?: readonly MediaReference[];
}): MediaReplacement {
  const store = (kind: MediaKind, upload: VerifiedUpload): Promise<StoredMedia> =>
    upload.kind === 'image' ? storage.storeImage(kind, upload.tempPath) : storage.storeVideo(kind, upload.tempPath, upload.ext);

  async function removeUnreferenced(paths: (string | null | undefined)[]): Promise<void> {
    for (const path of new Set(paths)) {
      if (!path) continue;
      try {
        if (!(await isPathReferenced(db, path, mediaReferences))) await storage.remove(path);
      } catch (err) {
        // The change is committed; a leftover file is harmless, so only log it.
        logger.warn({ err, path }, 'could not remove replaced media');
      }
    }
  }

  return {
    store,
    removeUnreferenced,
    async replace(kind, upload, commit) {
      const stored = await store(kind, upload);
      let outcome: { previous: string | null } | undefined;
      try {
        outcome = await db.transaction().execute((trx) => commit(trx, stored.path));
      } catch (err) {
        await storage.discard(stored);
        throw err;
      }
      if (!outcome) {
        await storage.discard(stored);
        return undefined;
      }
      await removeUnreferenced([outcome.previous]);
      return stored.path;
    },
  };
}
