import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useBodyScrollLock, useFocusTrap } from '../../lib/use-focus-trap';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons shown at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the dim backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
}

/** Accessible dialog: focus trapped inside, Escape closes, labelled by its title, dim backdrop. */
export function Modal({ open, onClose, title, children, footer, size = 'md', closeOnBackdrop = true }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, { onEscape: onClose });
  useBodyScrollLock(open);

  if (!open) return null;

  return createPortal(
    <div className="modal-root">
      <div className="modal-backdrop" data-testid="modal-backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div ref={dialogRef} className={`modal modal-${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-btn modal-close" aria-label="Cerrar" onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
