import crypto from 'node:crypto';
import { TWO_FACTOR_MESSAGES, type TwoFactorActivateResponse, type TwoFactorSetupResponse, type TwoFactorStatus } from '@app/shared/admin';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp.js';
import { recordActivity, type Actor } from '../activity/index.js';
import * as repo from './admin-auth.repo.js';
import type { Db } from '../../db/database.js';

export const RECOVERY_CODE_COUNT = 10;
/** Box purpose of the sealed TOTP secrets (lib/secret-box.ts). */
const TOTP_BOX = 'admin-totp-secret';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random letters and digits (≈ 49 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is compared: lower case, without the spaces and dashes people type. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) => hashSecretToken(`recovery:${normalizeRecoveryCode(code)}`);

export type CodeKind = 'totp' | 'recovery';

/** Thrown inside a transaction to roll it back when the code turns out wrong. */
export class WrongCode extends Error {}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * Two-factor login (RFC 6238 TOTP + recovery codes, ADR 010): setting it up, checking a code once,
 * turning it off. The login's second step lives in admin-auth.service.ts and uses `useCode`.
 */
export function createTwoFactorService({ config, db, clock }: Pick<AppDeps, 'config' | 'db' | 'clock'>) {
  const seal = (secret: string) => sealSecret(config.jwtSecret, TOTP_BOX, secret);
  const open = (sealed: string | null) => (sealed ? openSecret(config.jwtSecret, TOTP_BOX, sealed) : null);

  async function admin(adminId: number): Promise<repo.AdminRow> {
    const row = await repo.findAdminById(db, adminId);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Uses a code of an admin with 2FA on, inside `trx`: a TOTP of a step not used before (the step is
   * stored), or an unused recovery code (marked used). Null when the code is wrong or used.
   */
  async function useCode(trx: Db, a: repo.AdminRow, code: string): Promise<CodeKind | null> {
    const typed = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(typed)) {
      const secret = open(a.totp_secret);
      const step = secret ? matchTotp(secret, typed, clock(), a.totp_last_step === null ? null : Number(a.totp_last_step)) : null;
      return step !== null && (await repo.advanceTotpStep(trx, a.id, step)) ? 'totp' : null;
    }
    return (await repo.consumeRecoveryCode(trx, a.id, hashRecoveryCode(typed), clock())) ? 'recovery' : null;
  }

  return {
    useCode,

    async status(adminId: number): Promise<TwoFactorStatus> {
      const a = await admin(adminId);
      return {
        enabled: a.totp_secret !== null,
        required: config.adminRequire2fa,
        recoveryCodesLeft: a.totp_secret ? await repo.countRecoveryCodesLeft(db, adminId) : 0,
      };
    },

    /** A new pending secret (replacing an unconfirmed one); it only counts once a code confirms it. */
    async beginSetup(adminId: number): Promise<TwoFactorSetupResponse> {
      const a = await admin(adminId);
      if (a.totp_secret !== null) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await repo.setPendingTotp(db, adminId, seal(secret), clock());
      return { secret, otpauthUrl: otpauthUrl(secret, config.brand.name, a.username) };
    },

    /**
     * Confirms the pending secret with a code of it and answers ten new recovery codes (kept only
     * hashed). `inTrx` runs in the same transaction (the setup-at-login path consumes its challenge).
     * Throws WrongCode for a wrong code: the caller counts the failure.
     */
    async activate(adminId: number, code: string, actor: Actor, inTrx?: (trx: Db) => Promise<void>): Promise<TwoFactorActivateResponse> {
      const a = await admin(adminId);
      if (a.totp_secret !== null) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const pending = open(a.totp_pending_secret);
      if (!pending) throw conflict(TWO_FACTOR_MESSAGES.notPending);
      const now = clock();
      const step = matchTotp(pending, code.replace(/\s/g, ''), now, null);
      if (step === null) throw new WrongCode();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.enableTotp(trx, adminId, step, now))) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
        await repo.replaceRecoveryCodes(trx, adminId, recoveryCodes.map(hashRecoveryCode), now);
        await recordActivity(trx, { ...actor, action: '2fa.enabled', target: `admin:${adminId}`, at: now });
        if (inTrx) await inTrx(trx);
      });
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    },

    /**
     * Turns it off with a current code (TOTP or recovery); refused while ADMIN_REQUIRE_2FA is on. A
     * wrong code is a 400, not a 401: the signed-in admin's session must survive a typo.
     */
    async deactivate(adminId: number, code: string, actor: Actor): Promise<void> {
      if (config.adminRequire2fa) throw conflict(TWO_FACTOR_MESSAGES.cannotDisableRequired);
      const a = await admin(adminId);
      if (a.totp_secret === null) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
      const now = clock();
      try {
        await db.transaction().execute(async (trx) => {
          const kind = await useCode(trx, a, code);
          if (!kind) throw new WrongCode();
          await repo.disableTotp(trx, adminId, now);
          await recordActivity(trx, { ...actor, action: '2fa.disabled', target: `admin:${adminId}`, detail: { metodo: kind }, at: now });
        });
      } catch (err) {
        if (err instanceof WrongCode) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
        throw err;
      }
    },
  };
}
