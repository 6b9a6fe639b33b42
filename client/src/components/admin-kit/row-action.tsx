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

/** One small button of a DataTable row's actions. */
export function RowAction({ icon: Icon, children, label, variant = 'outline', onClick, disabled }: RowActionProps) {
  return (
    <button type="button" className={`btn btn-${variant} btn-sm`} onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon aria-hidden="true" size={14} />
      {children}
    </button>
  );
}

/** The last cell of a DataTable's row: its actions, side by side (wrapping on a card). */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="admin-cell-actions">
      <div className="admin-actions">{children}</div>
    </td>
  );
}
