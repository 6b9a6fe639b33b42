import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { QueryView } from '../ui/query-view';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTimedMessage } from '../../lib/use-timed-message';
import { AdminPage, AdminPanel } from './admin-page';

// A row's own editor page (products, retos, posts; docs/architecture.md §9, the admin kit): a page
// rather than the kit's EditDialog when the row owns a list with confirmations of its own (images,
// a cover) or needs the room of the screen. `…/nuevo` creates, `…/:id` edits.

/** The route's row: `create()` on its "new" address (`newSegment`), `edit(id)` on a row's. */
export function AdminEditor({
  newSegment,
  create,
  edit,
}: {
  newSegment: string;
  create: () => ReactNode;
  edit: (id: number) => ReactNode;
}) {
  const { id } = useParams();
  return <>{id === newSegment || id === undefined ? create() : edit(Number(id))}</>;
}

/** Back to the list. */
export interface BackTo {
  to: string;
  label: string;
}

function BackLink({ to, label }: BackTo) {
  return (
    <Link to={to} className="btn btn-ghost">
      <ArrowLeft aria-hidden="true" size={18} />
      {label}
    </Link>
  );
}

interface AdminNewPageProps {
  id: string;
  title: string;
  /** What comes after the first save ("al crearlo podrás agregar sus imágenes"). */
  intro: string;
  back: BackTo;
  /** The form's panel heading. */
  panelTitle: string;
  children: ReactNode;
}

/** A new row: its form alone; the rest of the editor opens once it exists. */
export function AdminNewPage({ id, title, intro, back, panelTitle, children }: AdminNewPageProps) {
  usePageMeta(title);
  return (
    <AdminPage id={id} title={title} intro={intro} action={<BackLink {...back} />}>
      <AdminPanel title={panelTitle}>{children}</AdminPanel>
    </AdminPage>
  );
}

/** What the editor reads of its TanStack Query result. */
interface RowQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

interface AdminEditPageProps<T> {
  id: string;
  /** The kind of row ("Producto"): the heading until the row is loaded, and the document title's prefix. */
  kind: string;
  query: RowQuery<T>;
  /** The row's name: the heading, and the document title after `kind`. */
  name: (row: T) => string;
  /** A sentence under the title about the row's state ("Inactivo: …"). */
  intro?: (row: T) => ReactNode;
  /** Where the public sees the row, when it does. */
  view?: (row: T) => { to: string; label: string } | undefined;
  /** More links beside the back link, shown while the row loads too. */
  actions?: ReactNode;
  /** Extra class of the actions' row. */
  actionsClassName?: string;
  back: BackTo;
  loading: string;
  errorMessage: string;
  /** The row's panels; `showSuccess` puts a save's message on the page for 5 s. */
  children: (row: T, showSuccess: (message: string) => void) => ReactNode;
}

/**
 * An existing row: the page's heading and actions, the spinner or the server's error while it
 * loads, the success line of each save; a message carried from the page before (the row was just
 * created) shows once, then goes.
 */
export function AdminEditPage<T>({
  id,
  kind,
  query,
  name,
  intro,
  view,
  actions,
  actionsClassName,
  back,
  loading,
  errorMessage,
  children,
}: AdminEditPageProps<T>) {
  const row = query.data;
  usePageMeta(row ? `${kind}: ${name(row)}` : kind);
  const [success, showSuccess] = useTimedMessage(5000);
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as { message?: string } | null)?.message;
  useEffect(() => {
    if (!arrived) return;
    showSuccess(arrived);
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrived, showSuccess, navigate, location.pathname]);

  const seen = row && view?.(row);
  return (
    <AdminPage
      id={id}
      title={row ? name(row) : kind}
      intro={row && intro ? intro(row) : undefined}
      action={
        <div className={actionsClassName ? `admin-page-actions ${actionsClassName}` : 'admin-page-actions'}>
          {seen && (
            <Link to={seen.to} className="btn btn-ghost">
              <ExternalLink aria-hidden="true" size={18} />
              {seen.label}
            </Link>
          )}
          {actions}
          <BackLink {...back} />
        </div>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <QueryView query={query} loading={loading} errorMessage={errorMessage}>
        {(loaded: T) => children(loaded, showSuccess)}
      </QueryView>
    </AdminPage>
  );
}
