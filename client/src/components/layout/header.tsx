import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LogIn, MapPin, Menu, Phone, Search, ShoppingCart } from 'lucide-react';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import type { MenuLink } from '../../lib/screens';
import { SocialIcon } from './social-icons';
import { contactPhone, contactPhoneHref, country, socialLinks } from '../../lib/site-config';
import { useCart } from '../../lib/cart';
import { loadSearchDialog, SearchDialogLoader } from '../search/search-dialog-loader';

/** `/` or Ctrl+K (⌘K) anywhere but in a field opens the search, as on most sites. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Contact details and social links above the header: a landmark of its own, so no content sits outside one. */
function TopBar() {
  return (
    <aside className="topbar" aria-label="Contacto y redes sociales">
      <div className="container topbar-inner">
        <p className="topbar-invite">¡Únete a nuestro equipo y obtén grandes beneficios!</p>
        <div className="topbar-meta">
          <span className="topbar-item">
            <MapPin aria-hidden="true" size={14} />
            {country}
          </span>
          <a className="topbar-item" href={contactPhoneHref}>
            <Phone aria-hidden="true" size={14} />
            {contactPhone}
          </a>
          <ul className="topbar-social" aria-label="Redes sociales">
            {socialLinks.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}

/**
 * Public header (spec §2): top bar, logo, nav, search, cart, login, hamburger + mobile menu.
 * `links` are the six of the screens' registry (app/screens.ts `headerMenu`), shared by the nav and the mobile menu.
 */
export function Header({ links }: { links: readonly MenuLink[] }) {
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const [sticky, setSticky] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The spec's badge was a fixed 0; it counts the cart's units since the shop exists (docs/decisions/016).
  const { count: cartCount } = useCart();

  useEffect(() => {
    let naturalHeight = 0;
    let isSticky = false;
    const update = () => {
      // Measure only the full bar: the compact sticky one is shorter.
      if (!isSticky && headerRef.current) naturalHeight = headerRef.current.offsetHeight;
      const next = window.scrollY > naturalHeight;
      if (next !== isSticky) {
        isSticky = next;
        setSticky(next);
      }
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      setSearchOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const closeMenu = () => setMenuOpen(false);

  return (
    <>
      <TopBar />
      <header ref={headerRef} className={`site-header${sticky ? ' is-sticky' : ''}`}>
        <div className="container header-inner">
          <Logo />
          <nav className="main-nav" aria-label="Principal">
            <ul className="main-nav-list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className="main-nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            <button
              type="button"
              className="icon-btn"
              aria-label="Buscar"
              aria-haspopup="dialog"
              aria-keyshortcuts="/ Control+K"
              onClick={() => setSearchOpen(true)}
              onPointerEnter={() => void loadSearchDialog()}
              onFocus={() => void loadSearchDialog()}
            >
              <Search aria-hidden="true" size={20} />
            </button>
            {/* the name carries the count the badge shows (WCAG 2.5.3: the name contains the visible text) */}
            <Link
              to="/carrito"
              className="icon-btn cart-btn"
              aria-label={`Carrito: ${cartCount} ${cartCount === 1 ? 'producto' : 'productos'}`}
            >
              <ShoppingCart aria-hidden="true" size={20} />
              <span className="cart-badge" data-testid="cart-count" aria-hidden="true">
                {cartCount}
              </span>
            </Link>
            <Link to="/login" className="btn btn-primary btn-sm login-btn">
              <LogIn aria-hidden="true" size={18} className="login-btn-icon" />
              <span className="login-btn-text">Iniciar Sección</span>
            </Link>
            <button
              ref={hamburgerRef}
              type="button"
              className="icon-btn hamburger-btn"
              aria-label="Abrir menú"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" size={24} />
            </button>
          </div>
        </div>
      </header>
      <MobileMenu links={links} open={menuOpen} onClose={closeMenu} returnFocusRef={hamburgerRef} />
      {searchOpen && <SearchDialogLoader onClose={() => setSearchOpen(false)} />}
    </>
  );
}
