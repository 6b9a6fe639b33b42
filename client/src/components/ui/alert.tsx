import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children: ReactNode;
  className?: string;
}

const icons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert };

/** Message box. Errors use role="alert" (announced at once); other variants role="status". */
export function Alert({ variant = 'info', title, children, className = '' }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div className={`alert alert-${variant} ${className}`.trim()} role={variant === 'error' ? 'alert' : 'status'}>
      <Icon className="alert-icon" aria-hidden="true" size={20} />
      <div className="alert-body">
        {title && <p className="alert-title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
