import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Alert } from './alert';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question and what follows from it; a choice (a checkbox) may sit here too. */
  children: ReactNode;
  /** The confirming button's word ("Eliminar"), and its word while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  /** The dismissing button's word, when "Cancelar" would read as the action itself (cancelling an order). */
  cancelLabel?: string;
  icon?: LucideIcon;
  /** Why the action failed, shown in the dialog, which stays open. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation before something is deleted or cannot be undone (spec §5: deletions are
 * confirmed). A dialog rather than window.confirm: it is styled, it can carry a choice, a keyboard
 * and a screen reader use it like any other dialog, and it cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  cancelLabel = 'Cancelar',
  icon: Icon,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={title}
      closeOnBackdrop={!busy}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {Icon && <Icon aria-hidden="true" size={18} />}
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error && <Alert variant="error">{error}</Alert>}
    </Modal>
  );
}
