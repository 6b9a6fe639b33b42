/**
 * User accounts (spec §3 "User registration payload" / "User profile response", §5, §8): the
 * payload schemas used by BOTH the /api/users routes and the account forms, with their Spanish
 * messages, plus the response shapes.
 */
import { z } from 'zod';
import { decimalField, emailField, phoneField, requiredText, singleLineText } from './fields';
import { colombiaToday, isIsoDate } from './colombia-time';
import { policyVersionField } from './policy';

export const USER_MESSAGES = {
  validation: 'Por favor corrige los errores marcados en el formulario.',
  registered: 'Registro exitoso. Te enviamos un correo electrónico para verificar tu cuenta.',
  emailTaken: 'El correo electrónico ya está registrado.',
  emailInUse: 'Este correo ya está en uso.',
  invalidCredentials: 'Credenciales inválidas. Revisa tu correo electrónico y tu contraseña.',
  emailNotVerified:
    'Debes verificar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada (y la carpeta de spam) o solicita un nuevo enlace de verificación.',
  resendNeutral: 'Si existe una cuenta pendiente de verificación con este correo electrónico, te enviamos un nuevo enlace de verificación.',
  forgotNeutral:
    'Si existe una cuenta verificada asociada a este correo electrónico, se ha enviado un enlace para restablecer la contraseña.',
  resetInvalid: 'El enlace de restablecimiento es inválido o ha expirado.',
  resetSuccess: 'Contraseña actualizada exitosamente.',
  passwordPolicy: 'La nueva contraseña no cumple los requisitos.',
  resetMismatch: 'Las contraseñas nuevas no coinciden.',
  registerMismatch: 'Las contraseñas no coinciden.',
  profileNotFound: 'No se encontraron datos del perfil.',
  tooManyLogins: 'Demasiados intentos de inicio de sesión. Por favor, espera unos minutos e inténtalo de nuevo.',
  tooManyRegistrations: 'Demasiados registros desde esta conexión. Por favor, inténtalo de nuevo más tarde.',
  tooManyResets: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo más tarde.',
} as const;

/** Why a login was refused with 403 (the client offers to resend the verification link). */
export const EMAIL_NOT_VERIFIED_REASON = 'email_not_verified';

/** Answers of GET /api/users/verify-email/:token (always status 200). */
export const VERIFY_EMAIL_REASONS = ['success', 'already_verified', 'invalid_token', 'expired_token'] as const;
export type VerifyEmailReason = (typeof VERIFY_EMAIL_REASONS)[number];

// ---------------------------------------------------------------------------------------------
// Password policy (spec §5 "User reset password", applied to registration too)

export interface PasswordRule {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'symbol';
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt only reads the first 72 bytes: a longer password would be silently cut. */
export const PASSWORD_MAX_BYTES = 72;

/** The live checklist of the reset form and the server's rule messages, in order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', message: 'Debe tener al menos 8 caracteres.', test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'lower', message: 'Debe contener al menos una minúscula.', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'upper', message: 'Debe contener al menos una mayúscula.', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'digit', message: 'Debe contener al menos un número.', test: (p) => /\p{Nd}/u.test(p) },
  { id: 'symbol', message: 'Debe contener al menos un símbolo.', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
];

export const PASSWORD_TOO_LONG = 'La contraseña no puede superar los 72 caracteres.';

/** UTF-8 length (shared code has neither DOM nor Node types, so no TextEncoder/Buffer). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The messages of the rules the password breaks (empty when it meets the policy). */
export function passwordProblems(password: string): string[] {
  const problems = PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.message);
  if (utf8Bytes(password) > PASSWORD_MAX_BYTES) problems.push(PASSWORD_TOO_LONG);
  return problems;
}

const policyPassword = (required: string) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

// ---------------------------------------------------------------------------------------------
// Field helpers (fields.ts)

/** Trimmed, lower-cased e-mail: accounts are unique case-insensitively. */
const accountEmail = (required?: string) => emailField({ required, tooLong: 'El correo electrónico no puede superar los 255 caracteres.' });

const measure = (required: string, invalid: string, min: number, max: number, range: string) =>
  decimalField({ required, invalid, range }, { min, max });

export const USER_MIN_AGE = 13;
export const USER_MAX_AGE = 120;

/** Whole years between a yyyy-MM-dd birth date and a yyyy-MM-dd day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = day.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const DOB_REQUIRED = 'La fecha de nacimiento es obligatoria.';

const dateOfBirthField = z.string({ error: DOB_REQUIRED }).superRefine((value, ctx) => {
  if (value.trim() === '') return void ctx.addIssue({ code: 'custom', message: DOB_REQUIRED });
  if (!isIsoDate(value)) return void ctx.addIssue({ code: 'custom', message: 'Ingresa una fecha de nacimiento válida.' });
  const today = colombiaToday();
  if (value >= today) return void ctx.addIssue({ code: 'custom', message: 'La fecha de nacimiento debe ser una fecha pasada.' });
  const age = ageOn(value, today);
  if (age < USER_MIN_AGE) ctx.addIssue({ code: 'custom', message: 'Debes tener al menos 13 años para registrarte.' });
  else if (age > USER_MAX_AGE) ctx.addIssue({ code: 'custom', message: 'Ingresa una fecha de nacimiento válida (edad máxima 120 años).' });
});

export const USER_SEXES = ['female', 'male', 'not_specified'] as const;
export type UserSex = (typeof USER_SEXES)[number];
export const USER_SEX_LABELS: Record<UserSex, string> = {
  female: 'Femenino',
  male: 'Masculino',
  not_specified: 'Prefiero no especificar',
};

export const DEFAULT_COUNTRY = 'Colombia';

// ---------------------------------------------------------------------------------------------
// Payloads

/** POST /api/users/register (spec §3 "User registration payload"). */
export const registerSchema = z
  .object({
    first_name: singleLineText('El nombre es obligatorio.', 100, 'El nombre no puede superar los 100 caracteres.'),
    last_name: singleLineText('Los apellidos son obligatorios.', 100, 'Los apellidos no pueden superar los 100 caracteres.'),
    email: accountEmail(),
    password: policyPassword('La contraseña es obligatoria.'),
    passwordConfirmation: z.string({ error: 'Confirma tu contraseña.' }).min(1, 'Confirma tu contraseña.'),
    date_of_birth: dateOfBirthField,
    country: requiredText('El país es obligatorio.', 100, 'El país no puede superar los 100 caracteres.').default(DEFAULT_COUNTRY),
    phone: phoneField(),
    weight_kg: measure('El peso es obligatorio.', 'El peso debe ser un número.', 20, 400, 'El peso debe estar entre 20 y 400 kg.'),
    height_cm: measure(
      'La estatura es obligatoria.',
      'La estatura debe ser un número.',
      50,
      250,
      'La estatura debe estar entre 50 y 250 cm.',
    ),
    sex: z.enum(USER_SEXES, {
      error: (iss) => (iss.input === undefined || iss.input === '' ? 'Selecciona tu sexo.' : 'Selecciona una opción de sexo válida.'),
    }),
    accept_privacy_policy: z.literal(true, { error: 'Debes aceptar las políticas de privacidad para continuar.' }),
    /** The policy version whose consent text the form showed (shared/src/privacy.ts); absent: the current one. */
    politica_version: policyVersionField,
  })
  .superRefine((data, ctx) => {
    if (data.passwordConfirmation && data.password !== data.passwordConfirmation) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: USER_MESSAGES.registerMismatch });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/** POST /api/users/login (the remember-me checkbox is not sent). */
export const loginSchema = z.object({
  email: accountEmail(),
  password: z.string({ error: 'La contraseña es obligatoria.' }).min(1, 'La contraseña es obligatoria.').max(1000),
});
export type LoginPayload = z.output<typeof loginSchema>;

/** POST /api/users/forgot-password and /api/users/resend-verification. */
export const emailOnlySchema = z.object({ email: accountEmail('Por favor, ingresa tu correo electrónico.') });
export type EmailOnlyPayload = z.output<typeof emailOnlySchema>;

/** POST /api/users/reset-password. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: USER_MESSAGES.resetInvalid }).min(1, USER_MESSAGES.resetInvalid).max(200, USER_MESSAGES.resetInvalid),
    password: policyPassword('Ingresa la nueva contraseña.'),
    passwordConfirmation: z.string({ error: 'Confirma la nueva contraseña.' }).min(1, 'Confirma la nueva contraseña.'),
  })
  .superRefine((data, ctx) => {
    if (data.passwordConfirmation && data.password !== data.passwordConfirmation) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: USER_MESSAGES.resetMismatch });
    }
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** The `user` of the login answer (stored as userInfo). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

export interface MessageResponse {
  message: string;
}

export interface VerifyEmailResponse {
  reason: VerifyEmailReason;
}

/** GET /api/users/profile (spec §3 "User profile response"). Dates: yyyy-MM-dd / ISO instant. */
export interface UserProfile {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  date_of_birth: string;
  sex: UserSex;
  weight_kg: number | null;
  height_cm: number | null;
  created_at: string;
  /** Relative media path (e.g. 'uploads/…') or null: the client shows a placeholder. */
  profile_image_url: string | null;
}
