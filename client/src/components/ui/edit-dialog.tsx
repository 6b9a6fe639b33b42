import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Alert } from './alert';
import { Modal } from './modal';

interface EditDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** react-hook-form's handleSubmit(…) of the form inside. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The save button's word ("Guardar cambios"). */
  submitLabel?: string;
  submitIcon?: LucideIcon;
  /** The server's refusal, above the fields. */
  error?: string | null;
  size?: 'md' | 'lg';
  /** A long form keeps what was typed when the backdrop is tapped by mistake. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The one dialog that edits a row: a form inside the Modal (focus trapped, Escape closes), its
 * fields as children, Cancelar and the save button in the footer, the server's error on top.
 */
export function EditDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting,
  submitLabel = 'Guardar cambios',
  submitIcon: Icon,
  error,
  size = 'md',
  closeOnBackdrop = true,
  children,
}: EditDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      closeOnBackdrop={closeOnBackdrop}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={submitting}>
            {Icon && <Icon aria-hidden="true" size={18} />}
            {submitting ? 'Guardando...' : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {error && <Alert variant="error">{error}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
