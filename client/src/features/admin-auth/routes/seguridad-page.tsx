import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { TwoFactorSetupResponse } from '@app/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { activateTwoFactor, beginTwoFactorSetup, twoFactorStatusKey, useDeactivateTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodes } from '../components/recovery-codes';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { TwoFactorEnrol } from '../components/two-factor-enrol';
import '../admin-auth.css';

/** Seguridad: the signed-in admin's two-factor login, on or off (ADR 010). */
export default function SeguridadPage() {
  usePageMeta('Seguridad');
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const deactivate = useDeactivateTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setError(null);
    setNotice(null);
    setStarting(true);
    try {
      setSetup(await beginTwoFactorSetup());
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo iniciar la configuración.'));
    } finally {
      setStarting(false);
    }
  };
  const confirm = async (code: string) => {
    setError(null);
    try {
      const res = await activateTwoFactor(code);
      setSetup(null);
      setCodes(res.recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo activar la verificación en dos pasos.'));
      throw err;
    }
  };
  const turnOff = async (code: string) => {
    setError(null);
    try {
      setNotice((await deactivate.mutateAsync(code)).message);
      setCodes(null);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo desactivar la verificación en dos pasos.'));
      throw err;
    }
  };

  return (
    <section className="admin-page" aria-labelledby="seguridad-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="seguridad-title">
          Seguridad
        </h1>
        <p className="text-muted">
          La verificación en dos pasos pide, además de la contraseña, un código de tu teléfono al iniciar sesión: quien robe tu contraseña
          no podrá entrar al panel ni ver los datos de salud de las clientas.
        </p>
      </header>
      <div className="admin-messages" aria-live="polite">
        {notice && <Alert variant="success">{notice}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>

      <div className="admin-panel stack">
        <h2 className="admin-panel-title">Verificación en dos pasos</h2>
        <QueryView query={status} loading="Cargando..." errorMessage="No se pudo cargar el estado de la verificación en dos pasos.">
          {(state) =>
            codes ? (
              <>
                <Alert variant="success">Verificación en dos pasos activada.</Alert>
                <RecoveryCodes codes={codes} />
                <button type="button" className="btn btn-primary" onClick={() => setCodes(null)}>
                  Ya los guardé
                </button>
              </>
            ) : state.enabled ? (
              <>
                <p className="twofa-state twofa-state-on">
                  <ShieldCheck aria-hidden="true" size={20} /> <strong>Activada.</strong> Te quedan {state.recoveryCodesLeft} códigos de
                  recuperación.
                </p>
                {state.required ? (
                  <p className="text-muted">En este sitio es obligatoria (ADMIN_REQUIRE_2FA): no se puede desactivar.</p>
                ) : (
                  <details className="twofa-off">
                    <summary>Desactivar la verificación en dos pasos</summary>
                    <p className="text-muted">Confirma con un código de tu aplicación o un código de recuperación.</p>
                    <TwoFactorCodeForm
                      id="twofa-off-code"
                      allowRecovery
                      onSubmit={turnOff}
                      submitLabel="Desactivar"
                      busyLabel="Desactivando..."
                    />
                  </details>
                )}
              </>
            ) : setup ? (
              <>
                <TwoFactorEnrol setup={setup} onConfirm={confirm} />
                <button type="button" className="btn btn-ghost" onClick={() => setSetup(null)}>
                  Cancelar
                </button>
              </>
            ) : (
              <>
                <p className="twofa-state">
                  <ShieldOff aria-hidden="true" size={20} /> <strong>Desactivada.</strong>
                </p>
                <button type="button" className="btn btn-primary btn-wrap" onClick={start} disabled={starting}>
                  <ShieldCheck aria-hidden="true" size={18} />
                  {starting ? 'Preparando...' : 'Activar la verificación en dos pasos'}
                </button>
              </>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}
