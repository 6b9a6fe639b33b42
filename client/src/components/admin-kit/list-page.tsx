import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pencil, Plus, type LucideIcon } from 'lucide-react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { QueryView } from '../ui/query-view';
import { apiErrorMessage } from '../../lib/api-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTimedMessage } from '../../lib/use-timed-message';
import { AdminPage, AdminPanel } from './admin-page';
import { DataTable, type Column } from './data-table';
import { RowAction } from './row-action';

/** What the list reads of its TanStack Query result. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
}

/** The row's removal (archive or delete): the mutation, its words and its confirmation. */
export interface RowRemoval<T> {
  /** Takes the row's id and answers the server's message, shown on the page once it is done. */
  mutation: { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean; variables?: number };
  icon: LucideIcon;
  /** The row button's word and the dialog's confirm button ("Archivar", "Eliminar"). */
  verb: string;
  /** The confirm button while it runs ("Archivando..."). */
  busyLabel: string;
  /** The dialog's title ("Archivar producto"). */
  title: string;
  /** Shown in the dialog when the server gives no message of its own. */
  failureMessage: string;
  /** The dialog's question about the row. */
  question: (row: T) => ReactNode;
}

interface AdminListPageProps<T extends { id: number }> {
  /** The page's id (its heading's) and title, also the document's title. */
  id: string;
  title: string;
  intro: ReactNode;
  /** The page's primary action: the link to the new row's editor. */
  create: { to: string; label: string };
  query: ListQuery<T>;
  /** QueryView's texts: the spinner's, the fallback error, the empty list's. */
  loading: string;
  errorMessage: string;
  empty: string;
  caption: string;
  tableClassName?: string;
  columns: Column<T>[];
  /** The row's name, in its buttons' accessible names ("Editar Batido de vainilla"). */
  name: (row: T) => string;
  /** The row's editor (its own page). */
  editPath: (row: T) => string;
  /** More row buttons, between Editar and the removal. */
  rowActions?: (row: T) => ReactNode;
  removal: RowRemoval<T>;
  /** More dialogs the rows open. */
  children?: ReactNode;
}

/**
 * The back office's list of rows that have their own editor page (products, retos, posts;
 * docs/architecture.md §9, the admin kit): the page with its "new" link, the table with Editar and
 * the removal on every row, the removal's confirmation showing its failure in place, and the
 * server's message on the page once a row is gone.
 */
export function AdminListPage<T extends { id: number }>({
  id,
  title,
  intro,
  create,
  query,
  loading,
  errorMessage,
  empty,
  caption,
  tableClassName,
  columns,
  name,
  editPath,
  rowActions,
  removal,
  children,
}: AdminListPageProps<T>) {
  usePageMeta(title);
  const navigate = useNavigate();
  const [success, showSuccess] = useTimedMessage(5000);
  const [removing, setRemoving] = useState<T | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { mutation } = removal;

  const close = () => {
    setRemoving(null);
    setRemoveError(null);
  };
  const onRemove = async (row: T) => {
    setRemoveError(null);
    try {
      const { message } = await mutation.mutateAsync(row.id);
      close();
      showSuccess(message);
    } catch (err) {
      setRemoveError(apiErrorMessage(err, removal.failureMessage));
    }
  };

  return (
    <AdminPage
      id={id}
      title={title}
      intro={intro}
      action={
        <Link to={create.to} className="btn btn-primary">
          <Plus aria-hidden="true" size={18} />
          {create.label}
        </Link>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <AdminPanel>
        <QueryView query={query} loading={loading} errorMessage={errorMessage} isEmpty={(list) => list.length === 0} empty={empty}>
          {(list) => (
            <DataTable
              rows={list}
              rowKey={(row) => row.id}
              caption={caption}
              className={tableClassName}
              columns={columns}
              actions={(row) => (
                <>
                  <RowAction icon={Pencil} onClick={() => navigate(editPath(row))} label={`Editar ${name(row)}`}>
                    Editar
                  </RowAction>
                  {rowActions?.(row)}
                  <RowAction
                    icon={removal.icon}
                    variant="danger"
                    onClick={() => setRemoving(row)}
                    disabled={mutation.isPending && mutation.variables === row.id}
                    label={`${removal.verb} ${name(row)}`}
                  >
                    {removal.verb}
                  </RowAction>
                </>
              )}
            />
          )}
        </QueryView>
      </AdminPanel>

      {children}

      <ConfirmDialog
        open={removing !== null}
        title={removal.title}
        confirmLabel={removal.verb}
        busyLabel={removal.busyLabel}
        icon={removal.icon}
        busy={mutation.isPending}
        error={removeError}
        onCancel={close}
        onConfirm={() => removing && void onRemove(removing)}
      >
        {removing && removal.question(removing)}
      </ConfirmDialog>
    </AdminPage>
  );
}
