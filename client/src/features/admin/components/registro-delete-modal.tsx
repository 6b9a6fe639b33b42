import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { AdminRegistro } from '@app/shared/booking';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

interface Props {
  registro: AdminRegistro;
  /** The client will be e-mailed the cancellation (an upcoming booking that is not cancelled). */
  canNotify: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (notificarCliente: boolean) => void;
}

/**
 * The confirmation before a booking is deleted (spec §5: deletions are confirmed). A dialog rather
 * than window.confirm, because the confirmation carries the "Notificar al cliente" choice (issue #14).
 */
export function RegistroDeleteModal({ registro: r, canNotify, busy, onCancel, onConfirm }: Props) {
  const id = useId();
  const [notify, setNotify] = useState(true);
  return (
    <Modal
      open
      onClose={onCancel}
      size="sm"
      title="Eliminar registro"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancelar
          </button>
          <button type="button" className="btn btn-danger" onClick={() => onConfirm(canNotify && notify)} disabled={busy}>
            <Trash2 aria-hidden="true" size={18} />
            {busy ? 'Eliminando...' : 'Eliminar'}
          </button>
        </>
      }
    >
      <p>
        ¿Seguro que deseas eliminar el registro de {r.nombre} {r.apellidos}? El horario quedará libre.
      </p>
      {canNotify && (
        <FormField id={`${id}-notificar`} label="Notificar al cliente" hint="Se enviará al cliente la cancelación por correo." inline>
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        </FormField>
      )}
    </Modal>
  );
}
