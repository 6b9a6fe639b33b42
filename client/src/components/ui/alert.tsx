import { useEffect, useRef, type ReactNode } from 'react';
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

/** An outcome to show in a FocusedAlert. */
export interface AlertMessage {
  variant: AlertVariant;
  text: ReactNode;
}

/**
 * The outcome of an action, focused when it appears: the person pressed a button far below it on a
 * phone, or a screen reader is on that button, and lands on what happened. A new object is a new
 * outcome (focused again, even with the same text).
 */
export function FocusedAlert({ message, className = '' }: { message: AlertMessage | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className={`focused-alert ${className}`.trim()}>
      <Alert variant={message.variant}>{message.text}</Alert>
    </div>
  );
}
