import bcrypt from 'bcrypt';
import {
  ADMIN_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type AdminLoginInput,
  type AdminLoginResponse,
  type AdminLoginToken,
  type MessageResponse,
  type TwoFactorActivateResponse,
  type TwoFactorSetupResponse,
  tooManyFailedLoginsMessage,
} from '@app/shared/admin';
import type { AppDeps } from '../../app-deps.js';
import { DatabaseStore } from '../../db/rate-limit-store.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import { signToken } from '../../lib/jwt.js';
import type { SessionCheck } from '../../lib/session-check.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { renderEmail } from '../../lib/email-template.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { recordActivity } from '../activity/index.js';
import { createTwoFactorService, WrongCode } from './two-factor.service.js';
import {
  type AdminRow,
  findAdminSession,
  findAdminByEmail,
  findAdminById,
  findAdminByUsername,
  updateAdminPassword,
} from './admin-auth.repo.js';
import { findUsableToken, replaceToken, spendToken } from '../../db/auth-tokens.js';

/** A login's second step, or setting two-factor up at login: a row of auth_tokens. */
type ChallengePurpose = 'admin_2fa' | 'admin_2fa_setup';

const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** The second step of a login must follow within 5 minutes. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;
/** Setting 2FA up at login (ADMIN_REQUIRE_2FA) means installing an app and scanning: more time. */
export const SETUP_CHALLENGE_TTL_MS = 15 * 60_000;
/** A lockout level is forgotten after a day without new lockouts. */
/** An ended lock is remembered this long to double the next one (the retention pass keeps its row). */
export const LOCK_LEVEL_MEMORY_MS = 24 * 60 * 60_000;
/** The rate_limits key prefix of the per-username locks. */
export const ADMIN_LOCK_STORE = 'admin-user-lock';
const MAX_LOCK_MS = 24 * 60 * 60_000;

/** A valid bcrypt hash compared against when the username is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = (cost: number) => (dummyHash ??= bcrypt.hash('no-such-admin-password', cost));

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

/** Admin login with its per-username lockout, and the admin password reset. */
export function createAdminAuthService({ config, db, outbox, clock }: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock'>) {
  const twoFactor = createTwoFactorService({ config, db, clock });
  // The per-username counters are the shared limiter's store (rows of rate_limits, keyed
  // 'admin-user-fail:<name>' and 'admin-user-lock:<name>'), so every app instance sees the same lock.
  const failures = new DatabaseStore(db, 'admin-user-fail', clock, config.rateLimits.adminLogin.windowMs);
  const locks = new DatabaseStore(db, ADMIN_LOCK_STORE, clock);
  const nameKey = (username: string) => username.toLowerCase();
  const forget = async (username: string) => {
    await failures.resetKey(nameKey(username));
    await locks.resetKey(nameKey(username));
  };

  async function assertNotLocked(username: string): Promise<void> {
    const lock = await locks.get(nameKey(username));
    const waitMs = (lock?.resetTime?.getTime() ?? 0) - clock().getTime();
    if (waitMs > 0) {
      throw new AppError(429, tooManyFailedLoginsMessage(waitMs), undefined, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
  }

  /**
   * Lockout of one username ("growing wait"): `max` failures inside the window lock the name for
   * the window; each further lockout within a day doubles the wait (capped at 24 h).
   */
  async function recordFailure(username: string): Promise<void> {
    const { windowMs, max } = config.rateLimits.adminLogin;
    const { totalHits } = await failures.increment(nameKey(username));
    if (totalHits < max) return;
    const previous = await locks.get(nameKey(username));
    const previousEnd = previous?.resetTime?.getTime() ?? 0;
    const now = clock().getTime();
    const level = previous && now - previousEnd < LOCK_LEVEL_MEMORY_MS ? previous.totalHits + 1 : 1;
    const lockMs = Math.min(windowMs * 2 ** Math.min(level - 1, 20), MAX_LOCK_MS);
    await locks.set(nameKey(username), level, new Date(now + lockMs));
    await failures.resetKey(nameKey(username));
  }

  const issueToken = (admin: AdminRow): AdminLoginToken => ({
    token: signToken(
      config.jwtSecret,
      { sub: String(admin.id), role: 'admin', sessionVersion: Number(admin.session_version) },
      config.adminTokenTtl,
    ),
    message: ADMIN_MESSAGES.loginSuccess,
  });

  async function newChallenge(adminId: number, purpose: ChallengePurpose, ttlMs: number): Promise<string> {
    const { token, hash } = newSecretToken();
    const now = clock();
    await db
      .transaction()
      .execute((trx) => replaceToken(trx, { hash, purpose, subjectId: adminId, expiresAt: new Date(now.getTime() + ttlMs), now }));
    return token;
  }

  /** The admin of a live challenge; the 401 otherwise (counted by the login limiter). */
  async function challengeAdmin(purpose: ChallengePurpose, challenge: string): Promise<AdminRow> {
    const id = await findUsableToken(db, hashSecretToken(challenge), purpose, clock());
    const admin = id === undefined ? undefined : await findAdminById(db, id);
    if (!admin) throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
    return admin;
  }

  /** A wrong second-step code counts like a wrong password: toward the username's lockout, and in the log. */
  async function wrongCode(admin: AdminRow, ip: string | null, purpose: ChallengePurpose): Promise<never> {
    await recordFailure(admin.username);
    await recordActivity(db, {
      adminId: admin.id,
      action: '2fa.code_failed',
      detail: { paso: purpose === 'admin_2fa' ? 'login' : 'activacion' },
      ip,
      at: clock(),
    });
    throw unauthorized(TWO_FACTOR_MESSAGES.invalidCode);
  }

  return {
    /**
     * For the /api/admin guard: a token of an unknown admin, or issued before a password reset, is
     * refused; with ADMIN_REQUIRE_2FA, so is the token of an admin who has no two-factor login
     * (e.g. issued before the setting was turned on, or after admin:create --reset-2fa).
     */
    sessionCheck: {
      currentVersion: async (id: number) => {
        const s = await findAdminSession(db, id);
        if (!s || (config.adminRequire2fa && !s.twoFactor)) return undefined;
        return s.version;
      },
      missing: 'refuse',
    } satisfies SessionCheck,

    async login(input: AdminLoginInput, ip: string | null = null): Promise<AdminLoginResponse> {
      await assertNotLocked(input.username);
      const admin = await findAdminByUsername(db, input.username);
      const ok = admin
        ? await bcrypt.compare(input.password, admin.password_hash)
        : (await bcrypt.compare(input.password, await getDummyHash(config.bcryptCost)), false);
      if (!admin || !ok) {
        await recordFailure(input.username);
        // An unknown name is not kept: people type their password into the username field.
        await recordActivity(db, {
          adminId: admin?.id ?? null,
          username: admin?.username ?? null,
          action: 'login.failed',
          detail: admin ? null : { usuarioDesconocido: true },
          ip,
          at: clock(),
        });
        throw unauthorized(ADMIN_MESSAGES.invalidCredentials);
      }
      // The failures of this name are only forgotten once the whole login succeeded: a known
      // password must not reset the count of wrong codes.
      if (admin.totp_secret !== null) {
        return {
          requires2fa: true,
          challenge: await newChallenge(admin.id, 'admin_2fa', TWO_FACTOR_CHALLENGE_TTL_MS),
          message: TWO_FACTOR_MESSAGES.askCode,
        };
      }
      if (config.adminRequire2fa) {
        return {
          requires2faSetup: true,
          challenge: await newChallenge(admin.id, 'admin_2fa_setup', SETUP_CHALLENGE_TTL_MS),
          message: TWO_FACTOR_MESSAGES.setupRequired,
        };
      }
      await forget(input.username);
      await recordActivity(db, { adminId: admin.id, action: 'login.succeeded', detail: { metodo: 'contrasena' }, ip, at: clock() });
      return issueToken(admin);
    },

    /** The second step: a TOTP or a recovery code for a live challenge answers the session token. */
    async verifyTwoFactor(challenge: string, code: string, ip: string | null = null): Promise<AdminLoginToken> {
      const admin = await challengeAdmin('admin_2fa', challenge);
      await assertNotLocked(admin.username);
      const now = clock();
      try {
        await db.transaction().execute(async (trx) => {
          if ((await spendToken(trx, hashSecretToken(challenge), 'admin_2fa', now)) === undefined) {
            throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
          }
          const kind = await twoFactor.useCode(trx, admin, code);
          if (!kind) throw new WrongCode();
          if (kind === 'recovery') await recordActivity(trx, { adminId: admin.id, action: '2fa.recovery_code_used', ip, at: now });
          await recordActivity(trx, {
            adminId: admin.id,
            action: 'login.succeeded',
            detail: { metodo: kind === 'totp' ? 'codigo' : 'recuperacion' },
            ip,
            at: now,
          });
        });
      } catch (err) {
        if (err instanceof WrongCode) return wrongCode(admin, ip, 'admin_2fa');
        throw err;
      }
      await forget(admin.username);
      return issueToken(admin);
    },

    /** ADMIN_REQUIRE_2FA, first login: the secret to scan, for the setup-only challenge. */
    async setupAtLogin(challenge: string): Promise<TwoFactorSetupResponse> {
      const admin = await challengeAdmin('admin_2fa_setup', challenge);
      return twoFactor.beginSetup(admin.id);
    },

    /** ADMIN_REQUIRE_2FA, first login: a code confirms the secret; answers the recovery codes and the token. */
    async activateAtLogin(challenge: string, code: string, ip: string | null = null): Promise<TwoFactorActivateResponse> {
      const admin = await challengeAdmin('admin_2fa_setup', challenge);
      await assertNotLocked(admin.username);
      const hash = hashSecretToken(challenge);
      let result: TwoFactorActivateResponse;
      try {
        result = await twoFactor.activate(admin.id, code, { adminId: admin.id, ip }, async (trx) => {
          if ((await spendToken(trx, hash, 'admin_2fa_setup', clock())) === undefined)
            throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
          await recordActivity(trx, {
            adminId: admin.id,
            action: 'login.succeeded',
            detail: { metodo: 'activacion_2fa' },
            ip,
            at: clock(),
          });
        });
      } catch (err) {
        if (err instanceof WrongCode) return wrongCode(admin, ip, 'admin_2fa_setup');
        throw err;
      }
      await forget(admin.username);
      return { ...result, token: issueToken(admin).token };
    },

    /** Always the same answer; the e-mail goes out only when an admin has that address. */
    async requestPasswordReset(email: string): Promise<MessageResponse> {
      const admin = await findAdminByEmail(db, email);
      if (admin) {
        const { token, hash } = newSecretToken();
        const url = `${config.publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
        const content = renderEmail({
          brandName: config.brand.name,
          title: 'Restablece tu contraseña de administrador',
          paragraphs: [
            `Hola ${admin.username}:`,
            'Recibimos una solicitud para restablecer la contraseña de tu cuenta de administrador. Usa el botón para elegir una nueva contraseña.',
            'El enlace es válido durante 1 hora y solo se puede usar una vez. Si no hiciste esta solicitud, ignora este correo: tu contraseña no cambiará.',
          ],
          button: { label: 'Restablecer contraseña', url },
        });
        await db.transaction().execute(async (trx) => {
          const now = clock();
          await replaceToken(trx, {
            hash,
            purpose: 'admin_reset',
            subjectId: admin.id,
            expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
            now,
          });
          await enqueueEmail(
            trx,
            {
              to: admin.email,
              subject: `Restablecer contraseña de administrador - ${config.brand.name}`,
              ...content,
            },
            now,
          );
        });
        outbox.kick();
      }
      return { message: ADMIN_MESSAGES.resetRequested };
    },

    async resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
      const tokenHash = hashSecretToken(token);
      // bcrypt is the expensive part: only hash for a token that can still be used.
      if ((await findUsableToken(db, tokenHash, 'admin_reset', clock())) === undefined) throw badRequest(ADMIN_MESSAGES.resetInvalidToken);
      const passwordHash = await bcrypt.hash(newPassword, config.bcryptCost);
      const admin = await db.transaction().execute(async (trx) => {
        const now = clock();
        const id = await spendToken(trx, tokenHash, 'admin_reset', now);
        if (id === undefined) return undefined;
        await updateAdminPassword(trx, id, passwordHash, now);
        await recordActivity(trx, { adminId: id, action: 'password.reset', at: now });
        return findAdminById(trx, id);
      });
      if (!admin) throw badRequest(ADMIN_MESSAGES.resetInvalidToken);
      // A new password ends any lockout of that username.
      await forget(admin.username);
      return { message: ADMIN_MESSAGES.resetSuccess };
    },
  };
}
