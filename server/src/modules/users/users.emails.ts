import type { Config } from '../../config.js';
import { renderEmail } from '../../lib/email-template.js';
import type { QueuedEmail } from '../../mail/outbox.js';

/** The Spanish e-mails of the user accounts module; links always come from PUBLIC_URL. */

export function verificationEmail(config: Config, to: string, firstName: string, token: string): QueuedEmail {
  const url = `${config.publicUrl}/verify-email/${token}`;
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Confirma tu correo electrónico',
    paragraphs: [
      `Hola ${firstName},`,
      `Gracias por registrarte en ${config.brand.name}. Para activar tu cuenta, confirma tu correo electrónico con el botón de abajo.`,
      'El enlace vence en 24 horas y solo puede usarse una vez. Si no creaste esta cuenta, ignora este mensaje.',
    ],
    button: { label: 'Verificar mi correo', url },
  });
  return { to, subject: `Verifica tu correo electrónico - ${config.brand.name}`, html, text };
}

export function resetEmail(config: Config, to: string, firstName: string, token: string): QueuedEmail {
  const url = `${config.publicUrl}/reset-password/${token}`;
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Restablece tu contraseña',
    paragraphs: [
      `Hola ${firstName},`,
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${config.brand.name}.`,
      'El enlace vence en 1 hora y solo puede usarse una vez. Si no solicitaste este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.',
    ],
    button: { label: 'Restablecer contraseña', url },
  });
  return { to, subject: `Restablece tu contraseña - ${config.brand.name}`, html, text };
}

export function passwordChangedEmail(config: Config, to: string, firstName: string): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Tu contraseña fue actualizada',
    paragraphs: [
      `Hola ${firstName},`,
      'La contraseña de tu cuenta se cambió correctamente. Ya puedes iniciar sesión con la nueva contraseña.',
      `Si no fuiste tú, restablece tu contraseña de inmediato y escríbenos a ${config.brand.coachEmail}.`,
    ],
    button: { label: 'Iniciar sesión', url: `${config.publicUrl}/login` },
  });
  return { to, subject: `Tu contraseña fue actualizada - ${config.brand.name}`, html, text };
}
