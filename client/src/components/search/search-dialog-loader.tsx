import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../ui/spinner';

type DialogModule = { default: ComponentType<{ onClose: () => void }> };

// The search dialog's code is fetched when it first opens (or the button is pointed at): the
// public pages' JavaScript does not carry it (docs/decisions/019).
export const loadSearchDialog = (): Promise<DialogModule> => import('./search-dialog');

/** The dialog's title, the name the loading box and the dialog share (search-dialog.tsx). */
const TITLE = 'Buscar en el sitio';

/**
 * The dialog's box while its code arrives or when it could not (a lost connection): opened at the
 * first tap, so the tap is never lost to a slow network. It takes the focus (Escape and the
 * backdrop close it), with the modal's global classes (styles/components.css), not the dialog's.
 */
function Box({ onClose, children, busy }: { onClose: () => void; children: ReactNode; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // back where it was before the dialog that replaces this box opens (it gives the focus back there on closing)
      previous?.focus();
    };
  }, []);
  return createPortal(
    <div className="modal-root">
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={ref} className="modal modal-md" role="dialog" aria-modal="true" aria-label={TITLE} aria-busy={busy} tabIndex={-1}>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The dialog as a lazy component (a new one per attempt: React.lazy keeps a failed load for good). */
function lazyDialog(retry: () => void) {
  return lazy(() =>
    loadSearchDialog().catch((): DialogModule => ({
      default: ({ onClose }) => (
        <Box onClose={onClose} busy={false}>
          <p role="alert">No pudimos abrir la búsqueda. Revisa tu conexión.</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Intentar de nuevo
          </button>
        </Box>
      ),
    })),
  );
}

/**
 * The search dialog, loaded on first opening: a loading box at once, the dialog when its code
 * arrived, and if it could not, a message with a retry that asks for the code again.
 */
export function SearchDialogLoader({ onClose }: { onClose: () => void }) {
  const retry = () => setDialog(() => lazyDialog(retry));
  const [Dialog, setDialog] = useState(() => lazyDialog(retry));
  return (
    <Suspense
      fallback={
        <Box onClose={onClose} busy>
          <Spinner label="Cargando la búsqueda..." showLabel />
        </Box>
      }
    >
      <Dialog onClose={onClose} />
    </Suspense>
  );
}
