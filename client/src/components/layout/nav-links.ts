/** The six header links (spec §2 "Public header and footer"), shared by the desktop nav and the mobile menu. */
export const navLinks: readonly { to: string; label: string; end?: boolean }[] = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/acerca', label: 'Quiénes Somos' },
  { to: '/registro', label: 'Únete' },
  { to: '/paginas', label: 'Productos' },
  { to: '/blog', label: 'Blog' },
  { to: '/contacto', label: 'Contacto' },
];
