import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRIVACY_MESSAGES, deleteAccountSchema, exportFileName } from '@app/shared/privacy';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { downloadJson } from '../../../lib/download-file';
import { deleteMyAccount, exportMyData } from '../api/account-api';

const EXPORT_FAILED = 'No se pudieron descargar tus datos. Inténtalo de nuevo.';
const DELETE_FAILED = 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.';

/**
 * The person's rights on /perfil (Ley 1581): download everything stored about them as
 * a JSON file, and delete the account after confirming with the password.
 */
export function MyDataActions({ onDeleted }: { onDeleted: () => void }) {
  const [exportError, setExportError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState<string>();
  const exporting = useMutation({ mutationFn: exportMyData });
  const deleting = useMutation({ mutationFn: deleteMyAccount });
  const {
    register,
    onSubmit: onDelete,
    reset,
    formState: { errors },
  } = useSchemaForm(
    deleteAccountSchema,
    async (payload) => {
      const data = await deleting.mutateAsync(payload);
      setDeleted(data.message || PRIVACY_MESSAGES.accountDeleted);
    },
    {
      defaultValues: { password: '' },
      fields: ['password'],
      failureMessage: DELETE_FAILED,
      // a wrong password is said under the field; anything else above the form
      onFailure: ({ placed }) => (placed.length ? null : undefined),
    },
  );

  async function download() {
    setExportError(undefined);
    try {
      const data = await exporting.mutateAsync();
      downloadJson(exportFileName(data.email, data.generado_at.slice(0, 10)), data);
    } catch (err) {
      setExportError(apiErrorMessage(err, EXPORT_FAILED));
    }
  }

  const close = () => {
    setConfirming(false);
    reset();
    deleting.reset();
  };

  return (
    <section className="profile-privacy card" aria-labelledby="privacidad">
      <h2 id="privacidad">Tus datos personales</h2>
      <p className="text-small text-muted">
        Puedes descargar todo lo que guardamos sobre ti (tu cuenta, tus autorizaciones y tus asesorías) o eliminar tu cuenta. Consulta la{' '}
        <Link to="/Politicas">política de tratamiento de datos</Link>.
      </p>
      {exportError && (
        <Alert variant="error" className="mb-2">
          <p>{exportError}</p>
        </Alert>
      )}
      <div className="profile-privacy-actions">
        <button type="button" className="btn btn-outline" onClick={download} disabled={exporting.isPending}>
          <Download size={18} aria-hidden="true" />
          {exporting.isPending ? 'Preparando tus datos...' : 'Descargar mis datos'}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          <Trash2 size={18} aria-hidden="true" />
          Eliminar mi cuenta
        </button>
      </div>

      <Modal
        open={confirming}
        onClose={deleted ? onDeleted : close}
        title={deleted ? 'Cuenta eliminada' : '¿Eliminar tu cuenta?'}
        size="sm"
        closeOnBackdrop={!deleting.isPending && !deleted}
        footer={
          deleted ? (
            <button type="button" className="btn btn-primary" onClick={onDeleted}>
              Entendido
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-outline" onClick={close} disabled={deleting.isPending}>
                Cancelar
              </button>
              <button type="submit" form="delete-account-form" className="btn btn-danger" disabled={deleting.isPending}>
                {deleting.isPending ? 'Eliminando...' : 'Eliminar mi cuenta'}
              </button>
            </>
          )
        }
      >
        {deleted ? (
          <Alert variant="success">
            <p>{deleted}</p>
          </Alert>
        ) : (
          <form id="delete-account-form" onSubmit={onDelete} noValidate aria-label="Eliminar mi cuenta">
            <p>
              Se eliminará tu cuenta, se cancelarán tus asesorías futuras (te enviaremos el aviso de cancelación) y los datos personales de
              tus asesorías se anonimizarán. Esta acción no se puede deshacer.
            </p>
            {errors.root?.message && (
              <Alert variant="error" className="mb-2">
                <p>{errors.root.message}</p>
              </Alert>
            )}
            <FormField id="delete-password" label="Tu contraseña" required error={errors.password?.message}>
              <input type="password" autoComplete="current-password" {...register('password')} />
            </FormField>
          </form>
        )}
      </Modal>
    </section>
  );
}
