import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { apiErrorMessage } from '../../lib/api-error';

/** What a keyset-paged list's infinite query tells (TanStack Query's useInfiniteQuery result). */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * QueryView's `query` for a keyset-paged list: the rows of every page loaded. A failed "Cargar más"
 * is not the list's error (the rows already shown stay; LoadMore says it under them). The four
 * fields by name: spreading the query result would read (and so subscribe to) all of them.
 */
export function pagedQueryView<Row>(query: PagedQuery & { data: unknown }, rows: Row[]) {
  return {
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    error: query.error,
    data: query.data ? rows : undefined,
  };
}

/** Under a keyset-paged list: how many are shown of how many, and "Cargar más" (full width on a phone). */
export function LoadMore({
  query,
  shown,
  total,
  noun: [one, many],
  error,
}: {
  query: PagedQuery;
  shown: number;
  total: number;
  /** The thing counted, singular and plural ('asesoría', 'asesorías'). */
  noun: readonly [string, string];
  /** What a failed next page says. */
  error: (err: unknown) => ReactNode;
}) {
  return (
    <div className="admin-load-more">
      <p className="text-muted" aria-live="polite">
        {total === 1 ? `Mostrando 1 de 1 ${one}` : `Mostrando ${shown} de ${total} ${many}`}
      </p>
      {query.hasNextPage && (
        <button type="button" className="btn btn-outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
        </button>
      )}
      {query.isFetchNextPageError && error(query.error)}
    </div>
  );
}

/** "Exportar CSV": downloads the list with its filters; a failure goes to the page's messages. */
export function CsvExportButton({
  download,
  failMessage,
  onError,
}: {
  download: () => Promise<void>;
  failMessage: string;
  /** The page's error line: null when an export starts, the message when it fails. */
  onError: (message: string | null) => void;
}) {
  const [exporting, setExporting] = useState(false);
  const onClick = async () => {
    onError(null);
    setExporting(true);
    try {
      await download();
    } catch (err) {
      onError(apiErrorMessage(err, failMessage));
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline admin-toolbar-btn" onClick={onClick} disabled={exporting}>
      <Download aria-hidden="true" size={18} />
      {exporting ? 'Exportando...' : 'Exportar CSV'}
    </button>
  );
}
