import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type RowActionVariant = 'primary' | 'outline' | 'ghost' | 'danger';

interface RowActionProps {
  icon: LucideIcon;
  /** The visible word ("Eliminar"). */
  children: string;
  /** What a screen reader hears: the word and the row it acts on ("Eliminar bloqueo 3"). */
  label: string;
  variant?: RowActionVariant;
  onClick: () => void;
  disabled?: boolean;
}

/** One small button of a table row's actions; every admin table's rows use it. */
export function RowAction({ icon: Icon, children, label, variant = 'outline', onClick, disabled }: RowActionProps) {
  return (
    <button type="button" className={`btn btn-${variant} btn-sm`} onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon aria-hidden="true" size={14} />
      {children}
    </button>
  );
}

/** The last cell of an admin table's row: its actions, side by side (stacked on a phone). */
export function RowActions({ children, className = 'admin-cell-actions' }: { children: ReactNode; className?: string }) {
  return (
    <td className={className}>
      <div className="admin-actions">{children}</div>
    </td>
  );
}
