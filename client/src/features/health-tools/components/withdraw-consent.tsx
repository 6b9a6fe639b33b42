import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useWithdrawHealthConsent } from '../api/progreso';

const FAILED = 'No se pudo retirar tu autorización. Inténtalo de nuevo.';

/**
 * Withdrawing the tools' consent alone, without deleting the account (Ley 1581, ADR 021): the
 * dialog says what follows — the health logs are deleted for good, the coach stops seeing them,
 * the account and the retos stay — before anything happens. Both screens then show the consent step.
 */
export function WithdrawConsent() {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawHealthConsent();

  const confirm = async () => {
    try {
      await withdraw.mutateAsync();
      setOpen(false);
    } catch {
      // shown in the dialog (withdraw.error)
    }
  };

  return (
    <section className="card tools-withdraw" aria-labelledby="tools-withdraw-title">
      <h2 id="tools-withdraw-title" className="card-title">
        Tu autorización
      </h2>
      <p className="text-small text-muted">
        Autorizaste el tratamiento de tus datos de salud para Mi progreso y Mi reto. Puedes retirarla cuando quieras sin eliminar tu cuenta.
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => {
          withdraw.reset();
          setOpen(true);
        }}
      >
        Retirar mi autorización
      </button>
      <ConfirmDialog
        open={open}
        title="Retirar tu autorización"
        confirmLabel="Retirar y eliminar mis registros"
        busyLabel="Retirando..."
        busy={withdraw.isPending}
        cancelLabel="Conservar mi autorización"
        icon={ShieldOff}
        error={withdraw.isError ? apiErrorMessage(withdraw.error, FAILED) : null}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>Si retiras tu autorización:</p>
        <ul>
          <li>Eliminamos para siempre tus pesos, medidas, tu peso meta y los registros diarios de tus retos. No se puede deshacer.</li>
          <li>Tu coach deja de verte entre los participantes y deja de ver tu progreso.</li>
          <li>Dejas de recibir el plan diario por correo.</li>
          <li>
            Tu cuenta, tus pedidos y tus retos siguen activos. Si quieres volver a usar las herramientas, te pediremos autorizar de nuevo.
          </li>
        </ul>
        <p className="text-small text-muted">Si antes quieres guardar una copia, descarga tu CSV en Mi progreso.</p>
      </ConfirmDialog>
    </section>
  );
}
