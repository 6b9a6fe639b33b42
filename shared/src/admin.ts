import { z } from 'zod';
import { emailField, requiredText } from './fields';

/** Admin identity (spec §2 Administrator screens, §5, §7 Admin, §8): payloads and Spanish texts. */

export const ADMIN_PASSWORD_MIN = 8;
/** bcrypt only reads 72 bytes; the cap keeps hashing cheap and the rule honest. */
export const ADMIN_PASSWORD_MAX = 72;

export const ADMIN_MESSAGES = {
  loginSuccess: 'Inicio de sesión exitoso.',
  /** The client shows the recovery link when the message contains 'credenciales inválidas'. */
  invalidCredentials: 'Usuario o contraseña incorrectos: credenciales inválidas.',
  recoveryLinkTrigger: 'credenciales inválidas',
  loginRequired: 'Debes ingresar tu usuario y tu contraseña.',
  loginUnexpected: 'Respuesta inesperada del servidor.',
  loginNoResponse: 'No se pudo conectar con el servidor.',
  loginSetup: 'Error al preparar la solicitud de login.',
  tooManyFromIp: 'Demasiados intentos de inicio de sesión desde esta conexión. Por favor, espera unos minutos e inténtalo de nuevo.',
  emailRequired: 'Por favor, ingresa tu correo electrónico.',
  emailInvalid: 'Por favor, ingresa un correo electrónico válido.',
  resetRequested:
    'Si existe una cuenta de administrador asociada a este correo electrónico, se ha enviado un enlace para restablecer la contraseña.',
  tokenMissing: 'Token no encontrado. No se puede restablecer.',
  tokenMissingInUrl: 'Enlace inválido o incompleto. No se encontró el token de restablecimiento.',
  passwordsRequired: 'Debes ingresar y confirmar la nueva contraseña.',
  passwordsMismatch: 'Las contraseñas no coinciden.',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: `La contraseña no puede tener más de ${ADMIN_PASSWORD_MAX} caracteres.`,
  resetInvalidToken: 'El enlace de restablecimiento es inválido o ha expirado.',
  resetSuccess: 'Contraseña actualizada exitosamente.',
  resetFailed: 'Ocurrió un error al actualizar la contraseña.',
  requestFailed: 'Ocurrió un error al procesar la solicitud.',
} as const;

/** The wait, in Spanish, before a locked username may try again ("15 minutos", "1 hora y 30 minutos"). */
export function describeWait(ms: number): string {
  const totalMinutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  if (hours === 0) return m;
  return minutes === 0 ? h : `${h} y ${m}`;
}

export function tooManyFailedLoginsMessage(waitMs: number): string {
  return `Demasiados intentos fallidos para este usuario. Por favor, espera ${describeWait(waitMs)} antes de intentarlo de nuevo.`;
}

/** Spec §5 Admin login: username and password required, nothing else checked. */
export const adminLoginSchema = z.object({
  username: requiredText(ADMIN_MESSAGES.loginRequired).max(100, ADMIN_MESSAGES.invalidCredentials),
  password: z
    .string({ error: ADMIN_MESSAGES.loginRequired })
    .min(1, ADMIN_MESSAGES.loginRequired)
    .max(200, ADMIN_MESSAGES.invalidCredentials),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The password was right and no second step is needed: the session token. */
export interface AdminLoginToken {
  token: string;
  message: string;
}

/**
 * The password was right and the admin has two-factor login on: the code is asked for with
 * POST /api/auth/admin/2fa/verify { challenge, code } (ADR 010).
 */
export interface AdminLoginTwoFactor {
  requires2fa: true;
  challenge: string;
  message: string;
}

/**
 * ADMIN_REQUIRE_2FA is on and the admin has no two-factor login yet: the challenge only opens
 * POST /api/auth/admin/2fa/setup and /2fa/activar, which answers the session token (ADR 010).
 */
export interface AdminLoginSetupRequired {
  requires2faSetup: true;
  challenge: string;
  message: string;
}

export type AdminLoginResponse = AdminLoginToken | AdminLoginTwoFactor | AdminLoginSetupRequired;

// ---- two-factor login (ADR 010) ---------------------------------------------------

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación.',
  totpRequired: 'Ingresa el código de 6 dígitos de tu aplicación de autenticación.',
  invalidCode: 'El código no es válido o ya se usó. Inténtalo de nuevo.',
  challengeInvalid: 'La verificación expiró o no es válida. Vuelve a iniciar sesión.',
  askCode: 'Ingresa el código de verificación de tu aplicación de autenticación.',
  setupRequired: 'Tu cuenta debe activar la verificación en dos pasos antes de usar el panel.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  notPending: 'Primero genera un nuevo código QR.',
  notEnabled: 'La verificación en dos pasos no está activada.',
  enabled: 'Verificación en dos pasos activada. Guarda tus códigos de recuperación.',
  disabled: 'Verificación en dos pasos desactivada.',
  cannotDisableRequired: 'La verificación en dos pasos es obligatoria en este sitio y no se puede desactivar.',
} as const;

/** A TOTP (6 digits) or a recovery code (xxxxx-xxxxx); spaces and dashes typed by hand are ignored. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.codeRequired)
    .max(40, TWO_FACTOR_MESSAGES.invalidCode),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

const challengeField = z
  .string({ error: TWO_FACTOR_MESSAGES.challengeInvalid })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.challengeInvalid)
  .max(200);

export const twoFactorVerifySchema = twoFactorCodeSchema.extend({ challenge: challengeField });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

export const twoFactorChallengeSchema = z.object({ challenge: challengeField });

export interface TwoFactorSetupResponse {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
}

export interface TwoFactorActivateResponse {
  message: string;
  /** Shown once; only their hashes are kept. */
  recoveryCodes: string[];
  /** Only on the ADMIN_REQUIRE_2FA setup path (/api/auth/admin/2fa/activar): the session token. */
  token?: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** ADMIN_REQUIRE_2FA: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** Spec §5 Admin reset request: e-mail required. */
export const adminResetRequestSchema = z.object({
  email: emailField({ required: ADMIN_MESSAGES.emailRequired, invalid: ADMIN_MESSAGES.emailInvalid, tooLong: ADMIN_MESSAGES.emailInvalid }),
});
export type AdminResetRequestInput = z.infer<typeof adminResetRequestSchema>;

/**
 * Spec §5 Admin password reset, checked in the order the screen shows them (token, both fields,
 * match, length): only the first broken rule is reported.
 */
export const adminResetPasswordSchema = z
  .object({
    token: z.string({ error: ADMIN_MESSAGES.tokenMissing }).optional(),
    newPassword: z.string({ error: ADMIN_MESSAGES.passwordsRequired }).optional(),
    confirmPassword: z.string({ error: ADMIN_MESSAGES.passwordsRequired }).optional(),
  })
  .transform((v, ctx) => {
    const token = (v.token ?? '').trim();
    const newPassword = v.newPassword ?? '';
    const confirmPassword = v.confirmPassword ?? '';
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!token) return fail('token', ADMIN_MESSAGES.tokenMissing);
    if (!newPassword || !confirmPassword) return fail(newPassword ? 'confirmPassword' : 'newPassword', ADMIN_MESSAGES.passwordsRequired);
    if (newPassword !== confirmPassword) return fail('confirmPassword', ADMIN_MESSAGES.passwordsMismatch);
    if (newPassword.length < ADMIN_PASSWORD_MIN) return fail('newPassword', ADMIN_MESSAGES.passwordTooShort);
    if (newPassword.length > ADMIN_PASSWORD_MAX) return fail('newPassword', ADMIN_MESSAGES.passwordTooLong);
    return { token, newPassword, confirmPassword };
  });
export type AdminResetPasswordInput = z.input<typeof adminResetPasswordSchema>;
export type AdminResetPasswordPayload = z.output<typeof adminResetPasswordSchema>;

export interface MessageResponse {
  message: string;
}
