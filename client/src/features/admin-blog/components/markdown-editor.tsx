import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMediaQuery } from '../../../lib/media-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMarkdownPreview } from '../api/posts';

/** Side by side from here; below it, one tab at a time. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';
/** A pause this long in the typing asks the server for the preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

interface Props {
  /** The textarea (registered by the form, wrapped in its FormField). */
  editor: ReactNode;
  cuerpo: string;
}

type Tab = 'escribir' | 'vista-previa';

/**
 * The body's Markdown with its live preview: the server renders and sanitises it (POST
 * /api/admin/blog/previsualizar, the public page's own renderer), so what shows here is what the
 * readers get, video figures and removed HTML included. Side by side on a wide screen; on a phone
 * two tabs, "Escribir" and "Vista previa".
 */
export function MarkdownEditor({ editor, cuerpo }: Props) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [tab, setTab] = useState<Tab>('escribir');
  const baseId = useId();
  const settled = useDebouncedValue(cuerpo, PREVIEW_DEBOUNCE_MS);
  const preview = useMarkdownPreview(settled);

  const previewPane = (
    <div className="blog-preview" aria-busy={preview.isFetching || settled !== cuerpo}>
      {cuerpo.trim() === '' ? (
        <p className="text-muted">La vista previa aparece aquí mientras escribes.</p>
      ) : preview.isError ? (
        <p className="field-error">{apiErrorMessage(preview.error, 'No se pudo mostrar la vista previa.')}</p>
      ) : preview.data ? (
        <>
          <p className="text-muted text-small">{preview.data.minutosLectura} min de lectura</p>
          {/* sanitised by the server (lib/markdown.ts), the same HTML the public page shows */}
          <div className="blog-cuerpo" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </>
      ) : (
        <Spinner label="Preparando la vista previa..." />
      )}
    </div>
  );

  if (sideBySide) {
    return (
      <div className="blog-editor blog-editor-split">
        <div className="blog-editor-pane">{editor}</div>
        <section className="blog-editor-pane" aria-labelledby={`${baseId}-preview-title`}>
          <h3 className="blog-editor-pane-title" id={`${baseId}-preview-title`}>
            Vista previa
          </h3>
          {previewPane}
        </section>
      </div>
    );
  }

  const tabs: { id: Tab; label: string }[] = [
    { id: 'escribir', label: 'Escribir' },
    { id: 'vista-previa', label: 'Vista previa' },
  ];
  // arrows move between the two tabs (WAI-ARIA tabs pattern)
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: Tab = tab === 'escribir' ? 'vista-previa' : 'escribir';
    const to = e.key === 'Home' ? 'escribir' : e.key === 'End' ? 'vista-previa' : next;
    setTab(to);
    document.getElementById(`${baseId}-tab-${to}`)?.focus();
  };
  return (
    <div className="blog-editor">
      <div className="blog-editor-tabs" role="tablist" aria-label="Contenido de la entrada">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${baseId}-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="blog-editor-tab"
            onClick={() => setTab(t.id)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* the textarea stays mounted while hidden, so react-hook-form keeps its value and focus target */}
      <div role="tabpanel" id={`${baseId}-panel-escribir`} aria-labelledby={`${baseId}-tab-escribir`} hidden={tab !== 'escribir'}>
        {editor}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-vista-previa`}
        aria-labelledby={`${baseId}-tab-vista-previa`}
        hidden={tab !== 'vista-previa'}
        tabIndex={0}
      >
        {tab === 'vista-previa' && previewPane}
      </div>
    </div>
  );
}
