import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import {
  CalendarClock,
  CalendarRange,
  CalendarX,
  ChevronDown,
  House,
  Images,
  LayoutDashboard,
  LogOut,
  MailWarning,
  MessageSquareQuote,
  ShieldCheck,
  UserRound,
  Users,
  Video,
  GalleryHorizontal,
  History,
  UserSearch,
  Package,
  ReceiptText,
  ShoppingBag,
  Store,
  Newspaper,
  Trophy,
} from 'lucide-react';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
}

const BASE = '/admin/dashboard';

/** Spec §2 sidebar: Dashboard; Prospectos (6 entries); Inicio (Slider Principal); a logout entry. */
const PROSPECTOS: Item[] = [
  { to: `${BASE}/agenda`, label: 'Agenda', icon: <CalendarClock aria-hidden="true" size={18} /> },
  { to: `${BASE}/bloqueos`, label: 'Gestionar Bloqueos', icon: <CalendarX aria-hidden="true" size={18} /> },
  // The agenda in the coach's phone calendar.
  { to: `${BASE}/calendario`, label: 'Calendario', icon: <CalendarRange aria-hidden="true" size={18} /> },
  { to: `${BASE}/sliderembudo`, label: 'Slider Embudo', icon: <Images aria-hidden="true" size={18} /> },
  { to: `${BASE}/video`, label: 'Video Motivacional', icon: <Video aria-hidden="true" size={18} /> },
  { to: `${BASE}/testimonios`, label: 'Testimonios', icon: <MessageSquareQuote aria-hidden="true" size={18} /> },
  { to: `${BASE}/perfilpro`, label: 'Perfil Profesional', icon: <UserRound aria-hidden="true" size={18} /> },
];
const INICIO: Item[] = [
  { to: `${BASE}/slider-inicio`, label: 'Slider Principal', icon: <GalleryHorizontal aria-hidden="true" size={18} /> },
];

// The shop.
const TIENDA: Item[] = [
  { to: `${BASE}/productos`, label: 'Productos', icon: <Package aria-hidden="true" size={18} /> },
  { to: `${BASE}/pedidos`, label: 'Pedidos', icon: <ReceiptText aria-hidden="true" size={18} /> },
  { to: `${BASE}/tienda`, label: 'Tienda', icon: <Store aria-hidden="true" size={18} /> },
  // The retos the shop sells.
  { to: `${BASE}/retos`, label: 'Retos', icon: <Trophy aria-hidden="true" size={18} /> },
];

// Delivery problems, outside the spec's menu.
const SISTEMA: Item[] = [
  { to: `${BASE}/correos`, label: 'Correos no entregados', icon: <MailWarning aria-hidden="true" size={18} /> },
  { to: `${BASE}/actividad`, label: 'Actividad', icon: <History aria-hidden="true" size={18} /> },
  { to: `${BASE}/seguridad`, label: 'Seguridad', icon: <ShieldCheck aria-hidden="true" size={18} /> },
  // The people's requests about their data.
  { to: `${BASE}/datos-personales`, label: 'Datos personales', icon: <UserSearch aria-hidden="true" size={18} /> },
];

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav-link${isActive ? ' active' : ''}`;

function Group({ label, icon, items, onNavigate }: { label: string; icon: ReactNode; items: Item[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <li className="admin-nav-group">
      <button
        type="button"
        className="admin-nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        <span>{label}</span>
        <ChevronDown aria-hidden="true" size={16} className="admin-nav-chevron" />
      </button>
      <ul id={listId} className="admin-nav-sublist" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function AdminSidebar({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  return (
    <nav className="admin-nav" aria-label="Menú de administración">
      <ul className="admin-nav-list">
        <li>
          <NavLink to={BASE} end className={linkClass} onClick={onNavigate}>
            <LayoutDashboard aria-hidden="true" size={18} />
            <span>Dashboard</span>
          </NavLink>
        </li>
        <Group label="Prospectos" icon={<Users aria-hidden="true" size={18} />} items={PROSPECTOS} onNavigate={onNavigate} />
        <Group label="Inicio" icon={<House aria-hidden="true" size={18} />} items={INICIO} onNavigate={onNavigate} />
        {/* The blog. */}
        <li>
          <NavLink to={`${BASE}/blog`} className={linkClass} onClick={onNavigate}>
            <Newspaper aria-hidden="true" size={18} />
            <span>Blog</span>
          </NavLink>
        </li>
        <Group label="Ventas" icon={<ShoppingBag aria-hidden="true" size={18} />} items={TIENDA} onNavigate={onNavigate} />
        <Group label="Sistema" icon={<MailWarning aria-hidden="true" size={18} />} items={SISTEMA} onNavigate={onNavigate} />
        <li className="admin-nav-logout">
          <button type="button" className="admin-nav-link" onClick={onLogout}>
            <LogOut aria-hidden="true" size={18} />
            <span>Cerrar Sesión</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
