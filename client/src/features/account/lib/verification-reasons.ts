/** Texts of /verificacion-error by reason (spec §8 "Verification failure reasons"). */
export function verificationErrorText(reason: string | null): string {
  switch (reason) {
    case 'invalid_token':
      return 'El enlace de verificación es inválido o ya fue utilizado.';
    case 'expired_token':
      return 'El enlace de verificación ha expirado...';
    case 'server_error':
      return 'Ocurrió un error en el servidor. Por favor, inténtalo más tarde.';
    default:
      return 'Ocurrió un error durante la verificación.';
  }
}

/** Reasons after which asking for a new link makes sense. */
export const RESENDABLE_REASONS = new Set(['invalid_token', 'expired_token']);
