import bcrypt from 'bcrypt';
import {
  ADMIN_MESSAGES,
  type AdminLoginInput,
  type AdminLoginResponse,
  type MessageResponse,
  tooManyFailedLoginsMessage,
} from '@app/shared/admin';
import type { AppDeps } from '../../app-deps.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import { signToken } from '../../lib/jwt.js';
import type { SessionCheck } from '../../middleware/auth.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { renderEmail } from '../../lib/email-template.js';
import { fromDbDateTime } from '../../lib/time.js';
import { enqueueEmail } from '../email/outbox.js';
import {
  consumeResetToken,
  deleteCounters,
  findAdminByEmail,
  findAdminById,
  findAdminByUsername,
  findAdminSessionVersion,
  findUsableResetToken,
  incrementCounter,
  readCounter,
  replaceResetToken,
  setCounter,
  updateAdminPassword,
} from './admin-auth.repo.js';

const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** A lockout level is forgotten after a day without new lockouts. */
const LOCK_LEVEL_MEMORY_MS = 24 * 60 * 60_000;
const MAX_LOCK_MS = 24 * 60 * 60_000;

const failKey = (username: string) => `admin-user-fail:${username.toLowerCase()}`;
const lockKey = (username: string) => `admin-user-lock:${username.toLowerCase()}`;

/** A valid bcrypt hash compared against when the username is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = (cost: number) => (dummyHash ??= bcrypt.hash('no-such-admin-password', cost));

/**
 * Lockout of one username ("growing wait"): `max` failures inside the window lock the name for
 * the window; each further lockout within a day doubles the wait (capped at 24 h). The counters
 * are rows of rate_limits, so every app instance sees the same lock.
 */
async function assertNotLocked(deps: AppDeps, username: string): Promise<void> {
  const lock = await readCounter(deps.db, lockKey(username));
  const end = lock ? (fromDbDateTime(lock.resetAt)?.getTime() ?? 0) : 0;
  const waitMs = end - Date.now();
  if (waitMs > 0) {
    throw new AppError(429, tooManyFailedLoginsMessage(waitMs), undefined, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
}

async function recordFailure(deps: AppDeps, username: string): Promise<void> {
  const { windowMs, max } = deps.config.rateLimits.adminLogin;
  const hits = await incrementCounter(deps.db, failKey(username), windowMs);
  if (hits < max) return;
  const previous = await readCounter(deps.db, lockKey(username));
  const previousEnd = previous ? (fromDbDateTime(previous.resetAt)?.getTime() ?? 0) : 0;
  const level = previous && Date.now() - previousEnd < LOCK_LEVEL_MEMORY_MS ? previous.hits + 1 : 1;
  const lockMs = Math.min(windowMs * 2 ** Math.min(level - 1, 20), MAX_LOCK_MS);
  await setCounter(deps.db, lockKey(username), level, new Date(Date.now() + lockMs));
  await deleteCounters(deps.db, [failKey(username)]);
}

/** For the /api/admin guard: a token of an unknown admin, or issued before a password reset, is refused. */
export function adminSessionCheck(deps: AppDeps): SessionCheck {
  return { currentVersion: (id) => findAdminSessionVersion(deps.db, id), missing: 'refuse' };
}

export async function loginAdmin(deps: AppDeps, input: AdminLoginInput): Promise<AdminLoginResponse> {
  const { config, db } = deps;
  await assertNotLocked(deps, input.username);
  const admin = await findAdminByUsername(db, input.username);
  const ok = admin
    ? await bcrypt.compare(input.password, admin.password_hash)
    : (await bcrypt.compare(input.password, await getDummyHash(config.bcryptCost)), false);
  if (!admin || !ok) {
    await recordFailure(deps, input.username);
    throw unauthorized(ADMIN_MESSAGES.invalidCredentials);
  }
  await deleteCounters(db, [failKey(input.username), lockKey(input.username)]);
  const token = signToken(
    config.jwtSecret,
    { sub: String(admin.id), role: 'admin', sessionVersion: Number(admin.session_version) },
    config.adminTokenTtl,
  );
  return { token, message: ADMIN_MESSAGES.loginSuccess };
}

/** Always the same answer; the e-mail goes out only when an admin has that address. */
export async function requestAdminPasswordReset(deps: AppDeps, email: string): Promise<MessageResponse> {
  const { config, db, outbox } = deps;
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
      await replaceResetToken(trx, admin.id, hash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
      await enqueueEmail(trx, { to: admin.email, subject: `Restablecer contraseña de administrador - ${config.brand.name}`, ...content });
    });
    outbox.kick();
  }
  return { message: ADMIN_MESSAGES.resetRequested };
}

export async function resetAdminPassword(deps: AppDeps, token: string, newPassword: string): Promise<MessageResponse> {
  const { config, db } = deps;
  const tokenHash = hashSecretToken(token);
  // bcrypt is the expensive part: only hash for a token that can still be used.
  if ((await findUsableResetToken(db, tokenHash)) === undefined) throw badRequest(ADMIN_MESSAGES.resetInvalidToken);
  const passwordHash = await bcrypt.hash(newPassword, config.bcryptCost);
  const admin = await db.transaction().execute(async (trx) => {
    const id = await consumeResetToken(trx, tokenHash);
    if (id === undefined) return undefined;
    await updateAdminPassword(trx, id, passwordHash);
    return findAdminById(trx, id);
  });
  if (!admin) throw badRequest(ADMIN_MESSAGES.resetInvalidToken);
  // A new password ends any lockout of that username.
  await deleteCounters(db, [failKey(admin.username), lockKey(admin.username)]);
  return { message: ADMIN_MESSAGES.resetSuccess };
}
