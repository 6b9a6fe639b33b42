import { Fragment, useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import {
  CalendarClock,
  CalendarRange,
  CalendarX,
  ChevronDown,
  GalleryHorizontal,
  History,
  House,
  Images,
  LayoutDashboard,
  LogOut,
  MailWarning,
  MessageSquareQuote,
  Newspaper,
  Package,
  ReceiptText,
  ShieldCheck,
  ShoppingBag,
  Store,
  Trophy,
  UserRound,
  UserSearch,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { SidebarGroup, SidebarIcon, SidebarLink } from '../../../lib/screens';

/**
 * Spec §2 sidebar: Dashboard; Prospectos; Inicio (Slider Principal); then the blog, the shop
 * (Ventas) and Sistema; a logout entry. The links come from the screens' registry (each screen's
 * `sidebar` entry, app/screens.ts); the groups, their order and their heads are the sidebar's own.
 * A group without a head shows its links at the top level.
 */
const GROUPS: { id: SidebarGroup; head?: { label: string; icon: LucideIcon } }[] = [
  { id: 'dashboard' },
  { id: 'prospectos', head: { label: 'Prospectos', icon: Users } },
  { id: 'inicio', head: { label: 'Inicio', icon: House } },
  // the blog
  { id: 'blog' },
  // the shop and the retos it sells
  { id: 'ventas', head: { label: 'Ventas', icon: ShoppingBag } },
  // delivery problems, activity, security and the people's data requests: outside the spec's menu
  { id: 'sistema', head: { label: 'Sistema', icon: MailWarning } },
];

/** The registry's entries name their icon (lib/screens.ts, `SidebarIcon`): the components stay in this chunk. */
const ICONS: Record<SidebarIcon, LucideIcon> = {
  CalendarClock,
  CalendarRange,
  CalendarX,
  GalleryHorizontal,
  History,
  Images,
  LayoutDashboard,
  MailWarning,
  MessageSquareQuote,
  Newspaper,
  Package,
  ReceiptText,
  ShieldCheck,
  Store,
  Trophy,
  UserRound,
  UserSearch,
  Video,
};

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav-link${isActive ? ' active' : ''}`;

function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const Icon = ICONS[link.icon];
  return (
    <NavLink to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
      <Icon aria-hidden="true" size={18} />
      <span>{link.label}</span>
    </NavLink>
  );
}

function Group({ label, icon, items, onNavigate }: { label: string; icon: ReactNode; items: SidebarLink[]; onNavigate: () => void }) {
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
            <SidebarNavLink link={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function AdminSidebar({
  links,
  onNavigate,
  onLogout,
}: {
  links: readonly SidebarLink[];
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <nav className="admin-nav" aria-label="Menú de administración">
      <ul className="admin-nav-list">
        {GROUPS.map(({ id, head }) => {
          const items = links.filter((l) => l.group === id);
          if (items.length === 0) return null;
          if (!head)
            return (
              <Fragment key={id}>
                {items.map((item) => (
                  <li key={item.to}>
                    <SidebarNavLink link={item} onNavigate={onNavigate} />
                  </li>
                ))}
              </Fragment>
            );
          const Icon = head.icon;
          return <Group key={id} label={head.label} icon={<Icon aria-hidden="true" size={18} />} items={items} onNavigate={onNavigate} />;
        })}
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
