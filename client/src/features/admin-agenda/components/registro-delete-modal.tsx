import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { AdminRegistro } from '@app/shared/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';

interface Props {
  registro: AdminRegistro;
  /** The client will be e-mailed the cancellation (an upcoming booking that is not cancelled). */
  canNotify: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (notificarCliente: boolean) => void;
}

/** The confirmation before a booking is deleted, with the "Notificar al cliente" choice. */
export function RegistroDeleteModal({ registro: r, canNotify, busy, onCancel, onConfirm }: Props) {
  const id = useId();
  const [notify, setNotify] = useState(true);
  return (
    <ConfirmDialog
      open
      title="Eliminar registro"
      confirmLabel="Eliminar"
      busyLabel="Eliminando..."
      icon={Trash2}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => onConfirm(canNotify && notify)}
    >
      <p>
        ¿Seguro que deseas eliminar el registro de {r.nombre} {r.apellidos}? El horario quedará libre.
      </p>
      {canNotify && (
        <FormField id={`${id}-notificar`} label="Notificar al cliente" hint="Se enviará al cliente la cancelación por correo." inline>
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        </FormField>
      )}
    </ConfirmDialog>
  );
}
