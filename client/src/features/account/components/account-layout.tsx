import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/use-page-meta';
import '../account.css';

interface AccountLayoutProps {
  title: string;
  /** Page <title>; defaults to the heading. */
  metaTitle?: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The centred card every account screen (register, login, reset…) sits in. */
export function AccountLayout({ title, metaTitle, intro, wide = false, children }: AccountLayoutProps) {
  usePageMeta(metaTitle ?? title);
  return (
    <section className="section account-section">
      <div className="container">
        <div className={`card account-card${wide ? ' account-card-wide' : ''}`}>
          <p className="eyebrow">Mi cuenta</p>
          <h1 className="account-title">{title}</h1>
          {intro && <div className="account-intro">{intro}</div>}
          {children}
        </div>
      </div>
    </section>
  );
}
