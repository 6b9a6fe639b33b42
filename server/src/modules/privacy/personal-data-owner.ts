import type { PersonalDataExport } from '@app/shared/privacy';
import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import type { OutboxSubject } from '../../mail/outbox.js';
import type { ConsentKeys } from '../consent/index.js';
import type { Db } from '../../db/database.js';

/**
 * A module that stores personal data (docs/architecture.md "Personal data"): it registers one
 * owner in its descriptor (`personalData`, server/src/modules/server-module.ts), and privacy runs the export, the erasure and the
 * retention pass over every registered owner — privacy never imports the modules that own data.
 */
export interface PersonalDataOwner {
  /** For logs and errors. */
  name: string;
  /** What the owner stores under the e-mail (lower-case). */
  export(db: Db, email: string): Promise<OwnerExport>;
  /** Erases (or anonymises) what the owner stores under the e-mail, inside privacy's transaction. */
  erase(trx: Db, email: string, ctx: EraseContext): Promise<OwnerErasure>;
  /** Rules of the daily retention pass, run in order, each in batches. */
  retention?: readonly RetentionRule[];
  /**
   * The e-mails about its rows (the outbox's generic column) when it scrubs them itself, to each
   * row's own anonymised address: the erasure of an address leaves them to it, and the outbox
   * readdresses a last notice about such a row there once it is sent.
   */
  emails?: OutboxSubject;
}

export interface OwnerExport {
  /** The owner's sections of the export. */
  sections: Partial<PersonalDataExport>;
  /** Whose consents the export lists with them. */
  consents: ConsentKeys;
  /** Whether anything is stored under the e-mail. */
  found: boolean;
  /** What the team saw, by ids only, for the activity log. */
  seen: Record<string, unknown>;
}

export interface EraseContext {
  db: DB;
  config: Config;
  now: Date;
  /** Who asked: the person themself, or the team. */
  por: 'cliente' | 'admin';
}

export interface OwnerErasure {
  /** Counts added to the answer. */
  summary: Record<string, number | boolean>;
  /** For the append-only activity log: ids and counts only, never what was erased. */
  log: Record<string, unknown>;
  /** Run once the transaction committed (caches). */
  afterCommit?: () => void;
}

export interface RetentionContext {
  db: DB;
  config: Config;
  now: Date;
}

/** One retention rule: what to select (a batch of ids) and what to do with it (returns how many changed). */
export interface RetentionRule {
  /** The counter of the pass it adds to (RetentionPass). */
  counter: string;
  batches(ctx: RetentionContext): {
    select(limit: number): Promise<number[]>;
    apply(ids: number[]): Promise<number>;
  };
}
