import type { ReactNode } from 'react';
import { Alert, type AlertVariant } from '../ui/alert';
import './admin-kit.css';

/** One line of the page's message area; `text` null or empty shows nothing. */
export interface AdminMessage {
  variant: AlertVariant;
  text: string | null | undefined;
}

interface AdminPageProps {
  /** The page's id, used for its heading ("bloqueos" → #bloqueos-title). */
  id: string;
  title: string;
  /** One or two sentences under the title: what the page is for. */
  intro?: ReactNode;
  /** The page's primary action (a button or link), beside the title. */
  action?: ReactNode;
  /** Success, warning and error lines, announced politely, above the content. */
  messages?: AdminMessage[];
  children: ReactNode;
}

/**
 * The frame of every back-office screen (docs/architecture.md §9, the admin kit): a labelled
 * section with its title, intro and primary action, the screen's messages, then its panels. What a
 * panel loads is shown through QueryView (spinner, the server's error, the empty text).
 */
export function AdminPage({ id, title, intro, action, messages = [], children }: AdminPageProps) {
  const titleId = `${id}-title`;
  const shown = messages.filter((m) => m.text);
  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <header className="admin-page-header">
        <div className="admin-page-heading">
          <h1 className="admin-page-title" id={titleId}>
            {title}
          </h1>
          {action}
        </div>
        {intro && <p className="text-muted">{intro}</p>}
      </header>
      <div className="admin-messages" aria-live="polite">
        {shown.map((m) => (
          <Alert key={`${m.variant}:${m.text}`} variant={m.variant}>
            {m.text}
          </Alert>
        ))}
      </div>
      {children}
    </section>
  );
}

interface AdminPanelProps {
  /** The panel's heading (h2); a panel whose page title says it all has none. */
  title?: string;
  /** Filters or search above the panel's list. */
  toolbar?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A white card of the page: a form, or a list with its toolbar. */
export function AdminPanel({ title, toolbar, className, children }: AdminPanelProps) {
  return (
    <div className={className ? `admin-panel ${className}` : 'admin-panel'}>
      {title && <h2 className="admin-panel-title">{title}</h2>}
      {toolbar && (
        <div className="admin-toolbar" role="search">
          {toolbar}
        </div>
      )}
      {children}
    </div>
  );
}
