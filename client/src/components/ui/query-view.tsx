import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/api-error';
import { Alert } from './alert';
import { Spinner } from './spinner';

/** What QueryView reads of a TanStack Query result (or of one narrowed by the caller). */
interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** The spinner's words while the first answer is on its way ("Cargando bloqueos..."). */
  loading: string;
  /** Shown when the server gives no message of its own. */
  errorMessage: string;
  /** With `empty`: data that has nothing to show (an empty list) shows `empty` instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** A screen whose failure needs more than one line (the agenda's). */
  renderError?: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows data it loads: a spinner, then either the server's error in Spanish,
 * the empty state, or the data.
 */
export function QueryView<T>({ query, loading, errorMessage, isEmpty, empty, renderError, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner label={loading} showLabel />;
  if (query.isError || query.data === undefined) {
    return renderError ? renderError(query.error) : <Alert variant="error">{apiErrorMessage(query.error, errorMessage)}</Alert>;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <p className="admin-empty">{empty}</p>;
  return <>{children(query.data)}</>;
}
