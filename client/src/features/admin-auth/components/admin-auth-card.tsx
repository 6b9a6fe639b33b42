import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { brandName } from '../../../lib/site-config';

/** The centred card of the admin login and password screens. */
export function AdminAuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="admin-auth" id="main">
      <div className="admin-auth-card">
        <p className="admin-auth-brand">
          <ShieldCheck aria-hidden="true" size={20} />
          {brandName} · Administración
        </p>
        <h1 className="admin-auth-title">{title}</h1>
        {children}
        {footer && <div className="admin-auth-footer">{footer}</div>}
      </div>
    </main>
  );
}
