import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { SEARCH_LIMITS, SEARCH_TIPO_LABELS, highlightParts, queryStems, type SearchResult } from '@app/shared/search-public';
import { CATEGORIAS } from '@app/shared/shop-public';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { apiErrorMessage } from '../../lib/api-error';
import { whatsappUrl } from '../../lib/site-config';
import { fetchSearch, searchKey } from './get-search';
import { SearchField } from './search-field';
import type { SearchDialogProps } from './search-dialog-loader';
import './search-dialog.css';

/** Wait after the last keystroke before asking (one request per pause, not per letter). */
export const SEARCH_DEBOUNCE_MS = 250;

/** The text with the words the query finds in <mark>: React text nodes, never HTML. */
function Highlighted({ text, q }: { text: string; q: string }) {
  return <>{highlightParts(text, q).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

/** The query as the server will read it, once the typing paused. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface Group {
  tipo: SearchResult['tipo'];
  items: { result: SearchResult; index: number }[];
}

/** The answer is already grouped (one run per kind): its runs, each item with its place in the list. */
function groupsOf(results: SearchResult[]): Group[] {
  const groups: Group[] = [];
  results.forEach((result, index) => {
    const last = groups[groups.length - 1];
    if (last?.tipo === result.tipo) last.items.push({ result, index });
    else groups.push({ tipo: result.tipo, items: [{ result, index }] });
  });
  return groups;
}

/**
 * The site search: the header's button, `/` or Ctrl+K open it. A combobox with a
 * listbox of results (WAI-ARIA APG "list autocomplete"): focus stays in the field, the arrows move
 * the active option (aria-activedescendant), Enter opens it (the first one when none is active),
 * Escape closes the dialog. Loaded on first opening only (React.lazy in the header).
 */
export default function SearchDialog({ onClose, text, onTextChange: setText }: SearchDialogProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (i: number) => `${listboxId}-opcion-${i}`;
  const [active, setActive] = useState(-1);
  const q = useDebounced(text, SEARCH_DEBOUNCE_MS).trim().slice(0, SEARCH_LIMITS.q);
  const searchable = queryStems(q).length > 0;
  const query = useQuery({
    queryKey: searchKey(q),
    queryFn: () => fetchSearch(q),
    enabled: searchable,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const results = useMemo(() => (searchable && query.data) || [], [searchable, query.data]);
  const groups = useMemo(() => groupsOf(results), [results]);
  // the highlight follows the query the results answer, not the letters typed since
  const answered = query.isPlaceholderData ? '' : q;

  // The loading box's text arrives with the caret at its end, so the next key goes after it (the
  // Modal's focus trap, a child's layout effect, focused the field just before).
  useLayoutEffect(() => {
    const field = inputRef.current;
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  useEffect(() => setActive(-1), [results]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listboxId, stable for the dialog's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const open = (result: SearchResult) => {
    onClose();
    navigate(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[Math.max(active, 0)]);
    }
  };

  const waiting = searchable && (query.isFetching || text.trim() !== q);
  const status = !searchable
    ? ''
    : query.isError
      ? ''
      : waiting && !results.length
        ? 'Buscando…'
        : results.length
          ? `${results.length} ${results.length === 1 ? 'resultado' : 'resultados'}`
          : 'Sin resultados';
  const expanded = results.length > 0;

  return (
    <Modal open onClose={onClose} title="Buscar en el sitio" size="md" initialFocus={inputRef} className="search-dialog">
      <SearchField
        ref={inputRef}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      >
        {waiting && <Spinner size="sm" label="Buscando" />}
      </SearchField>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>

      <div id={listboxId} role="listbox" aria-label="Resultados de la búsqueda" className="search-results">
        {groups.map((group) => (
          <div key={group.tipo} role="group" aria-labelledby={`${listboxId}-${group.tipo}`} className="search-group">
            <div role="presentation" id={`${listboxId}-${group.tipo}`} className="search-group-label">
              {SEARCH_TIPO_LABELS[group.tipo]}
            </div>
            {group.items.map(({ result, index }) => (
              <div
                key={`${result.url}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`search-option${index === active ? ' is-active' : ''}`}
                onMouseMove={() => setActive(index)}
                // mousedown would blur the field first: the click opens the result
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => open(result)}
              >
                <span className="search-option-title">
                  <Highlighted text={result.titulo} q={answered} />
                </span>
                <span className="search-option-summary">
                  <Highlighted text={result.resumen} q={answered} />
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>

      {searchable && query.isError && (
        <p className="search-message" role="alert">
          {apiErrorMessage(query.error, 'No pudimos buscar. Revisa tu conexión e intenta de nuevo.')}
        </p>
      )}
      {searchable && !waiting && query.isSuccess && !results.length && <NoResults q={q} onNavigate={onClose} />}
      {!searchable && (
        <p className="search-message search-hint">Escribe al menos dos letras: productos, artículos del blog, retos y páginas.</p>
      )}
    </Modal>
  );
}

/** Nothing found: the shop's five categories and the team's WhatsApp. */
function NoResults({ q, onNavigate }: { q: string; onNavigate: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="search-empty">
      <p className="search-message">No encontramos resultados para «{q}». Prueba con otra palabra o mira nuestras categorías:</p>
      <ul className="search-categories">
        {CATEGORIAS.map((c) => (
          <li key={c.slug}>
            <a
              className="link-chip"
              href={`/tienda?categoria=${c.slug}`}
              onClick={(e) => {
                e.preventDefault();
                onNavigate();
                navigate(`/tienda?categoria=${c.slug}`);
              }}
            >
              {c.nombre}
            </a>
          </li>
        ))}
      </ul>
      <p className="search-message">¿Buscas algo en particular? Escríbenos y te ayudamos.</p>
      <a
        className="btn btn-outline search-whatsapp"
        href={whatsappUrl(`Hola, busqué «${q}» en el sitio y no lo encontré.`)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle aria-hidden="true" size={18} />
        Escríbenos por WhatsApp
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
    </div>
  );
}
