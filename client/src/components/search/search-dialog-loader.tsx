import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { SearchField } from './search-field';

/** What the dialog gets from the loader: the text typed so far is the loader's (see below). */
export interface SearchDialogProps {
  onClose: () => void;
  text: string;
  onTextChange: (text: string) => void;
}

type DialogModule = { default: ComponentType<SearchDialogProps> };

// The search dialog's code is fetched when it first opens (or the button is pointed at): the
// public pages' JavaScript does not carry it (docs/decisions/019).
export const loadSearchDialog = (): Promise<DialogModule> => import('./search-dialog');

/** The dialog's title, the name the loading box and the dialog share (search-dialog.tsx). */
const TITLE = 'Buscar en el sitio';

/**
 * The dialog's box while its code arrives or when it could not (a lost connection): opened at the
 * first tap or key, so neither is lost to a slow network. Its search field takes the focus in the
 * commit that shows it, so what is typed right after "/" lands in the field, and the dialog goes on
 * from that text (docs/decisions/019).
 */
function Box({ onClose, text, onTextChange, busy, children }: SearchDialogProps & { busy: boolean; children: ReactNode }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open onClose={onClose} title={TITLE} size="md" initialFocus={fieldRef} className="search-dialog" busy={busy}>
      <SearchField ref={fieldRef} value={text} onChange={(e) => onTextChange(e.target.value)} />
      {children}
    </Modal>
  );
}

/** The dialog as a lazy component (a new one per attempt: React.lazy keeps a failed load for good). */
function lazyDialog(retry: () => void) {
  return lazy(() =>
    loadSearchDialog().catch((): DialogModule => ({
      default: (props) => (
        <Box {...props} busy={false}>
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
 * The search dialog, loaded on first opening: a loading box with the field at once, the dialog
 * when its code arrived, and if it could not, a message with a retry that asks for the code again.
 * The text typed is kept here, so the box, the retry and the dialog share it. The box's focus trap
 * gives the focus back to the opener in the commit that replaces it, where the dialog's takes it
 * (and will give it back there on closing).
 */
export function SearchDialogLoader({ onClose }: { onClose: () => void }) {
  const retry = () => setDialog(() => lazyDialog(retry));
  const [Dialog, setDialog] = useState(() => lazyDialog(retry));
  const [text, setText] = useState('');
  const props: SearchDialogProps = { onClose, text, onTextChange: setText };
  return (
    <Suspense
      fallback={
        <Box {...props} busy>
          <Spinner label="Cargando la búsqueda..." showLabel className="search-loading" />
        </Box>
      }
    >
      <Dialog {...props} />
    </Suspense>
  );
}
