import { Link } from 'react-router-dom';
import { CalendarClock, CalendarRange, CalendarX, LogOut } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAdminLogout } from '../../../components/admin-kit/use-admin-logout';
import { InsightsSection } from '../components/insights-section';
import { PaymentAlerts } from '../components/payment-alerts';
import '../insights.css';

/** Dashboard index (spec §2): welcome panel with a logout button; the statistics below it. */
export default function DashboardHomePage() {
  usePageMeta('Panel de administración');
  const logout = useAdminLogout();
  return (
    <section className="admin-page">
      <div className="admin-panel admin-welcome">
        <h1 className="admin-page-title">¡Bienvenido al Panel de Administración!</h1>
        <p className="text-muted">
          Desde aquí gestionas la agenda de asesorías, los bloqueos de horario y el contenido del sitio. Elige una opción del menú para
          empezar.
        </p>
        <div className="admin-shortcuts">
          <Link to="agenda" className="admin-shortcut">
            <CalendarClock aria-hidden="true" size={22} />
            <span>Ver la agenda</span>
          </Link>
          <Link to="bloqueos" className="admin-shortcut">
            <CalendarX aria-hidden="true" size={22} />
            <span>Gestionar bloqueos</span>
          </Link>
          <Link to="calendario" className="admin-shortcut">
            <CalendarRange aria-hidden="true" size={22} />
            <span>Calendario en tu teléfono</span>
          </Link>
        </div>
        <button type="button" className="btn btn-outline" onClick={logout}>
          <LogOut aria-hidden="true" size={18} />
          Cerrar Sesión
        </button>
      </div>
      <PaymentAlerts />
      <InsightsSection />
    </section>
  );
}
