import { useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { X } from 'lucide-react';
import { Logo } from './logo';
import { useBodyScrollLock, useFocusTrap } from '../../lib/use-focus-trap';
import type { MenuLink } from '../../lib/screens';

interface MobileMenuProps {
  /** The header's links. */
  links: readonly MenuLink[];
  open: boolean;
  onClose: () => void;
  /** The hamburger button, focused again when the menu closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Off-canvas menu (spec §2): logo, close button, the six links and the shop button.
 * While open the page cannot scroll, a dim overlay covers it, focus stays inside,
 * and the overlay, the close button, Escape or any link closes it.
 */
export function MobileMenu({ links, open, onClose, returnFocusRef }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(open); // before the focus trap: see Modal
  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocus: closeRef, returnFocus: returnFocusRef });

  if (!open) return null;

  return (
    <>
      <div className="mobile-menu-overlay" data-testid="mobile-menu-overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menú principal"
        tabIndex={-1}
      >
        <div className="mobile-menu-header">
          <Logo onClick={onClose} />
          <button ref={closeRef} type="button" className="icon-btn" aria-label="Cerrar menú" onClick={onClose}>
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        <nav aria-label="Menú móvil">
          <ul className="mobile-nav-list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="mobile-nav-link" onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/tienda" className="btn btn-primary btn-block" onClick={onClose}>
          Comprar ahora »
        </Link>
      </div>
    </>
  );
}
