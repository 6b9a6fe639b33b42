import bcrypt from 'bcrypt';
import {
  EMAIL_NOT_VERIFIED_REASON,
  USER_MESSAGES,
  type LoginPayload,
  type LoginResponse,
  type RegisterPayload,
  type ResetPasswordPayload,
  type UserProfile,
  type VerifyEmailReason,
} from '@app/shared/users';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { signToken } from '../../lib/jwt.js';
import type { SessionCheck } from '../../lib/session-check.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { toDbDateTime } from '../../lib/time.js';
import { consumeToken, findToken, insertToken, invalidateTokens, replaceToken } from '../../db/auth-tokens.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { passwordChangedEmail, resetEmail, verificationEmail } from './users.emails.js';
import * as repo from './users.repo.js';
import { consentOf, insertConsent } from '../consent/index.js';

const VERIFY_TTL_MS = 24 * 3600_000;
const RESET_TTL_MS = 3600_000;
/** Longer than any token we issue (43 chars): anything else cannot be ours. */
const MAX_TOKEN_LENGTH = 200;

const inMs = (now: Date, ms: number) => new Date(now.getTime() + ms);
const round2 = (n: number) => Math.round(n * 100) / 100;

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({ config, db, outbox, clock }: AppDeps) {
  // bcrypt against a throw-away hash of the same cost: an unknown e-mail costs as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= bcrypt.hash('no-such-account-timing-guard', config.bcryptCost));

  const emailConflict = () => conflict(USER_MESSAGES.emailTaken, [{ path: 'email', msg: USER_MESSAGES.emailInUse }]);

  async function issueVerification(trx: Parameters<typeof insertToken>[0], user: { id: number; email: string; first_name: string }) {
    const { token, hash } = newSecretToken();
    const now = clock();
    await insertToken(trx, { hash, purpose: 'user_verify', subjectId: user.id, expiresAt: inMs(now, VERIFY_TTL_MS), now });
    await enqueueEmail(trx, verificationEmail(config, user.email, user.first_name, token), now);
  }

  return {
    /** `ip`: where the consent came from (recorded with the policy version and its text). */
    async register(p: RegisterPayload, ip: string | null = null): Promise<void> {
      const consent = consentOf(p.politica_version, 'signup');
      if (await repo.findUserByEmail(db, p.email)) throw emailConflict();
      const passwordHash = await bcrypt.hash(p.password, config.bcryptCost);
      try {
        await db.transaction().execute(async (trx) => {
          const id = await repo.insertUser(trx, {
            first_name: p.first_name,
            last_name: p.last_name,
            email: p.email,
            password_hash: passwordHash,
            date_of_birth: p.date_of_birth,
            country: p.country,
            phone: p.phone,
            weight_kg: round2(p.weight_kg),
            height_cm: round2(p.height_cm),
            sex: p.sex,
            now: toDbDateTime(clock()),
          });
          await insertConsent(trx, { userId: id, ...consent, ip, at: clock() });
          await issueVerification(trx, { id, email: p.email, first_name: p.first_name });
        });
      } catch (err) {
        // Two sign-ups with one e-mail at once: the UNIQUE index decides, the loser gets the same 409.
        if (isUniqueViolation(err)) throw emailConflict();
        throw err;
      }
      outbox.kick();
    },

    async verifyEmail(token: string): Promise<VerifyEmailReason> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return 'invalid_token';
      const row = await findToken(db, hashSecretToken(token), 'user_verify');
      if (!row) return 'invalid_token';
      const user = await repo.findUserById(db, row.subjectId);
      if (!user) return 'invalid_token';
      if (user.email_verified_at) return 'already_verified';
      if (row.used) return 'invalid_token';
      const now = clock();
      if (row.expiresAt <= now) return 'expired_token';
      const won = await db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, row.id, now, { unexpired: true }))) return false;
        await repo.markEmailVerified(trx, user.id, toDbDateTime(now));
        return true;
      });
      // Another request consumed it a moment earlier (a double click): the account is verified anyway.
      return won ? 'success' : 'already_verified';
    },

    /**
     * For the user guard. A token of a vanished account reaches the route, whose answer is the
     * spec's 404; one of an account deleted by its owner or the team (cuentas_eliminadas) gets 401.
     */
    sessionCheck: {
      currentVersion: (id: number) => repo.findUserSessionVersion(db, id),
      missing: 'pass',
    } satisfies SessionCheck,

    async login(p: LoginPayload): Promise<LoginResponse> {
      const user = await repo.findUserByEmail(db, p.email);
      const ok = await bcrypt.compare(p.password, user?.password_hash ?? (await dummy()));
      if (!user || !ok) throw new AppError(401, USER_MESSAGES.invalidCredentials);
      if (!user.email_verified_at) {
        throw new AppError(403, USER_MESSAGES.emailNotVerified, undefined, { reason: EMAIL_NOT_VERIFIED_REASON });
      }
      const token = signToken(
        config.jwtSecret,
        { sub: String(user.id), role: 'user', sessionVersion: Number(user.session_version) },
        config.userTokenTtl,
      );
      return { token, user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email } };
    },

    /** A new verification link for an existing, still unverified account; silent otherwise. */
    async resendVerification(email: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.email_verified_at) return;
      await db.transaction().execute((trx) => issueVerification(trx, user));
      outbox.kick();
    },

    /** A reset link only for an existing verified account; older unused links stop working. */
    async forgotPassword(email: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (!user || !user.email_verified_at) return;
      const { token, hash } = newSecretToken();
      await db.transaction().execute(async (trx) => {
        const now = clock();
        await replaceToken(trx, { hash, purpose: 'user_reset', subjectId: user.id, expiresAt: inMs(now, RESET_TTL_MS), now });
        await enqueueEmail(trx, resetEmail(config, user.email, user.first_name, token), now);
      });
      outbox.kick();
    },

    async resetPassword(p: ResetPasswordPayload): Promise<void> {
      const row = await findToken(db, hashSecretToken(p.token), 'user_reset');
      if (!row || row.used || row.expiresAt <= clock()) throw badRequest(USER_MESSAGES.resetInvalid);
      const user = await repo.findUserById(db, row.subjectId);
      if (!user) throw badRequest(USER_MESSAGES.resetInvalid);
      const passwordHash = await bcrypt.hash(p.password, config.bcryptCost);
      await db.transaction().execute(async (trx) => {
        const now = clock();
        if (!(await consumeToken(trx, row.id, now, { unexpired: true }))) throw badRequest(USER_MESSAGES.resetInvalid);
        await repo.updatePasswordHash(trx, user.id, passwordHash, toDbDateTime(now));
        await invalidateTokens(trx, 'user_reset', user.id, now);
        await enqueueEmail(trx, passwordChangedEmail(config, user.email, user.first_name), now);
      });
      outbox.kick();
    },

    async profile(userId: number): Promise<UserProfile> {
      const profile = await repo.findProfile(db, userId);
      if (!profile) throw notFound(USER_MESSAGES.profileNotFound);
      return profile;
    },

    /** The account's e-mail, under which its personal data is exported (404 for a deleted account). */
    async emailOf(userId: number): Promise<string> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw notFound();
      return user.email;
    },

    /** Before the account is deleted: the password confirms it; a wrong one is a 400 on the field. Returns the e-mail. */
    async confirmPassword(userId: number, password: string): Promise<string> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw notFound();
      if (!(await bcrypt.compare(password, user.password_hash))) {
        throw badRequest(PRIVACY_MESSAGES.wrongPassword, [{ path: 'password', msg: PRIVACY_MESSAGES.wrongPassword }]);
      }
      return user.email;
    },
  };
}
