import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { focusableElements, useBodyScrollLock, useFocusTrap } from '../../lib/use-focus-trap';

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
  /** Focused on opening instead of the first focusable element (the close button): the search field. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class of the dialog box. */
  className?: string;
  /** aria-busy: its content is still coming (the search box while the dialog's code arrives). */
  busy?: boolean;
}

/**
 * True while the element scrolls and holds nothing focusable: a keyboard user then needs to focus
 * the element itself to scroll it (a long read-only dialog on a phone).
 */
function useKeyboardScrollable(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const update = () => setNeeded(el.scrollHeight > el.clientHeight && focusableElements(el).length === 0);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, active]);
  return needed;
}

/** Accessible dialog: focus trapped inside, Escape closes, labelled by its title, dim backdrop. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  initialFocus,
  className,
  busy,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrollable = useKeyboardScrollable(bodyRef, open);
  // Lock first: the focus below forces a layout, which then already includes the locked body
  // (the other order lays the page out twice while the tap that opened the dialog waits).
  useBodyScrollLock(open);
  useFocusTrap(dialogRef, open, { onEscape: onClose, initialFocus });

  if (!open) return null;

  return createPortal(
    <div className="modal-root">
      <div className="modal-backdrop" data-testid="modal-backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        className={`modal modal-${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-btn modal-close" aria-label="Cerrar" onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div
          ref={bodyRef}
          className="modal-body"
          tabIndex={bodyScrollable ? 0 : undefined}
          role={bodyScrollable ? 'region' : undefined}
          aria-labelledby={bodyScrollable ? titleId : undefined}
        >
          {children}
        </div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
