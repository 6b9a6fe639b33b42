import { useEffect, useState } from 'react';
import type { TwoFactorSetupResponse } from '@app/shared/admin';
import { Spinner } from '../../../components/ui/spinner';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The QR is drawn in the browser: the secret never goes to a third-party service. */
async function qrDataUrl(text: string): Promise<string> {
  // Loaded only here (admin chunk); CommonJS module: its functions may sit under default.
  const mod = (await import('qrcode')) as unknown as { default?: typeof import('qrcode') } & typeof import('qrcode');
  const qr = mod.default ?? mod;
  return qr.toDataURL(text, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
}

/** Groups of four, easier to type into an app by hand. */
const spaced = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Step 1: scan (or type) the secret; step 2: confirm with a code of the app. */
export function TwoFactorEnrol({ setup, onConfirm }: { setup: TwoFactorSetupResponse; onConfirm: (code: string) => Promise<void> }) {
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrDataUrl(setup.otpauthUrl).then(
      (url) => live && setQr(url),
      () => live && setQrFailed(true),
    );
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);

  return (
    <div className="stack twofa-enrol">
      <ol className="twofa-steps">
        <li>Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) y escanea este código QR.</li>
        <li>Escribe el código de 6 dígitos que muestra la aplicación para confirmar.</li>
      </ol>
      <div className="twofa-qr">
        {qr ? (
          <img src={qr} width={220} height={220} alt="Código QR para añadir la cuenta a tu aplicación de autenticación" />
        ) : qrFailed ? (
          <p>No se pudo dibujar el código QR: usa la clave de abajo.</p>
        ) : (
          <Spinner label="Generando código QR..." showLabel />
        )}
      </div>
      <div>
        <p className="text-muted">¿No puedes escanear? Escribe esta clave en la aplicación (tipo: basada en tiempo):</p>
        <p>
          <code className="twofa-secret" data-testid="twofa-secret" aria-label={`Clave: ${setup.secret}`}>
            {spaced(setup.secret)}
          </code>
        </p>
      </div>
      <TwoFactorCodeForm id="twofa-confirm-code" onSubmit={onConfirm} submitLabel="Activar" busyLabel="Activando..." />
    </div>
  );
}
