import { useRef, useState } from 'react';
import { Copy, Link2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCreatePreviewLink } from '../api/posts';

interface Props {
  postId: number;
  /** Whether a link already exists (it cannot be shown again: only its hash is stored). */
  exists: boolean;
  /** An id prefix, so the list's dialog and the editor's panel do not share ids. */
  idPrefix: string;
}

/**
 * The private preview link of a post: made on request, shown this once (the server keeps only its
 * hash), copyable; a new one replaces the previous one.
 */
export function PreviewLink({ postId, exists, idPrefix }: Props) {
  const create = useCreatePreviewLink();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, showCopied] = useTimedMessage(5000);
  const input = useRef<HTMLInputElement>(null);

  const make = async () => {
    setError(null);
    try {
      setUrl((await create.mutateAsync(postId)).url);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo crear el enlace de vista previa.'));
    }
  };
  const copy = async (text: string) => {
    setError(null);
    try {
      await navigator.clipboard.writeText(text);
      showCopied('Enlace copiado.');
    } catch {
      // no clipboard (an older browser, http): the link is selected so the person can copy it
      input.current?.select();
      setError('No se pudo copiar automáticamente: el enlace quedó seleccionado, cópialo a mano.');
    }
  };

  return (
    <div className="blog-preview-link">
      <p className="field-hint">
        Quien tenga el enlace ve la entrada tal como se publicará, aunque sea un borrador; no aparece en buscadores. Se muestra una sola
        vez:
        {exists && !url ? ' esta entrada ya tiene uno; crear otro deja sin efecto el anterior.' : ' cópialo al crearlo.'}
      </p>
      <div className="admin-messages" aria-live="polite">
        {copied && <Alert variant="success">{copied}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      {url && (
        <div className="blog-preview-link-row">
          <FormField
            id={`${idPrefix}-vista-previa-url`}
            label="Enlace de vista previa"
            hint="El enlace anterior, si había uno, ya no funciona."
          >
            <input ref={input} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </FormField>
          <button type="button" className="btn btn-primary" onClick={() => void copy(url)}>
            <Copy aria-hidden="true" size={18} />
            Copiar enlace
          </button>
        </div>
      )}
      <button type="button" className="btn btn-outline" disabled={create.isPending} onClick={() => void make()}>
        <Link2 aria-hidden="true" size={18} />
        {create.isPending ? 'Creando...' : url || exists ? 'Crear un enlace nuevo' : 'Crear enlace de vista previa'}
      </button>
    </div>
  );
}
