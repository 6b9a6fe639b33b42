import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Menu, ShieldCheck, X } from 'lucide-react';
import { PageSpinner } from '../../../components/ui/spinner';
import { useBodyScrollLock, useFocusTrap } from '../../../lib/use-focus-trap';
import { useMediaQuery } from '../../../lib/media-query';
import { brandName } from '../../../lib/site-config';
import { AdminSidebar } from '../components/admin-sidebar';
import type { SidebarLink } from '../../../lib/screens';
import { useAdminLogout } from '../../../components/admin-kit/use-admin-logout';
import '../../../components/admin-kit/admin-kit.css';
import '../admin-shell.css';

/**
 * /admin/dashboard: sidebar on the left (a drawer on phones) and the nested admin pages. `sidebar`
 * is the registry's links (app/screens.ts `sidebarLinks`), given by the route table.
 */
export default function DashboardLayout({ sidebar }: { sidebar: readonly SidebarLink[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useAdminLogout();
  const drawerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const isPhone = useMediaQuery('(max-width: 991.98px)');
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const drawerActive = isPhone && menuOpen;
  useBodyScrollLock(drawerActive); // before the focus trap: see Modal
  useFocusTrap(drawerRef, drawerActive, { onEscape: () => setMenuOpen(false) });

  return (
    <div className={`admin-layout${menuOpen ? ' menu-open' : ''}`}>
      <a className="skip-link" href="#admin-content">
        Saltar al contenido
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="icon-btn admin-menu-toggle"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        <Link to="/admin/dashboard" className="admin-brand">
          <ShieldCheck aria-hidden="true" size={20} />
          <span>{brandName}</span>
          <span className="admin-brand-tag">Admin</span>
        </Link>
      </header>
      {drawerActive && <div className="admin-overlay" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      {/* a landmark, so the phone drawer's own header is not left outside every landmark */}
      <aside
        ref={drawerRef}
        id="admin-sidebar"
        className="admin-sidebar"
        aria-label="Menú lateral"
        aria-hidden={isPhone && !menuOpen ? true : undefined}
      >
        <div className="admin-drawer-header">
          <span>Menú</span>
          <button type="button" className="icon-btn" aria-label="Cerrar menú" onClick={() => setMenuOpen(false)}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <AdminSidebar links={sidebar} onNavigate={() => setMenuOpen(false)} onLogout={logout} />
      </aside>
      <main className="admin-main" id="admin-content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
