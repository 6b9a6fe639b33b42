import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { SEARCHABLE_PAGES } from '@app/shared/site-search-pages';
import { SCREENS, headerMenu, sidebarLinks, sweepScreens } from './screens';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES, TEMPLATE_PAGES } from './prerendered-pages';
import { routes } from './routes';

/** Every path of a route table, from the root ('/admin/dashboard/agenda', '*'). */
function tablePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return ['*'];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    if (route.index) return [parent || '/'];
    return [...(route.children ? tablePaths(route.children, here) : []), ...(route.path && !route.children ? [here] : [])];
  });
}

describe("The screens' registry (docs/architecture.md §9)", () => {
  it('is the route table: every screen is a route, every route a screen', () => {
    expect(tablePaths(routes).sort()).toEqual(SCREENS.map((s) => s.path).sort());
  });

  it("gives the header's six links (spec §2), Inicio active on / only", () => {
    expect(headerMenu(SCREENS)).toEqual([
      { to: '/', label: 'Inicio', end: true },
      { to: '/acerca', label: 'Quiénes Somos' },
      { to: '/registro', label: 'Únete' },
      { to: '/paginas', label: 'Productos' },
      { to: '/blog', label: 'Blog' },
      { to: '/contacto', label: 'Contacto' },
    ]);
  });

  it("gives the admin sidebar's links, group by group in their order", () => {
    const links = sidebarLinks(SCREENS).map(({ group, label, to, end }) => [group, label, to.replace('/admin/dashboard', ''), end]);
    const byGroup = (group: string) => links.filter((l) => l[0] === group).map((l) => l.slice(1));
    expect(byGroup('dashboard')).toEqual([['Dashboard', '', true]]);
    expect(byGroup('prospectos')).toEqual([
      ['Agenda', '/agenda', undefined],
      ['Gestionar Bloqueos', '/bloqueos', undefined],
      ['Calendario', '/calendario', undefined],
      ['Slider Embudo', '/sliderembudo', undefined],
      ['Video Motivacional', '/video', undefined],
      ['Testimonios', '/testimonios', undefined],
      ['Perfil Profesional', '/perfilpro', undefined],
    ]);
    expect(byGroup('inicio')).toEqual([['Slider Principal', '/slider-inicio', undefined]]);
    expect(byGroup('blog')).toEqual([['Blog', '/blog', undefined]]);
    expect(byGroup('ventas')).toEqual([
      ['Productos', '/productos', undefined],
      ['Pedidos', '/pedidos', undefined],
      ['Tienda', '/tienda', undefined],
      ['Retos', '/retos', undefined],
    ]);
    expect(byGroup('sistema')).toEqual([
      ['Correos no entregados', '/correos', undefined],
      ['Actividad', '/actividad', undefined],
      ['Seguridad', '/seguridad', undefined],
      ['Datos personales', '/datos-personales', undefined],
    ]);
    expect(links).toHaveLength(18);
  });

  it('gives the pre-rendered pages, the not-found page and the templates', () => {
    const HOME = 'src/features/home/routes/home-page.tsx';
    const ABOUT = 'src/features/site-pages/routes/about-page.tsx';
    const RETO = 'src/features/retos/routes/reto-page.tsx';
    const FUNNEL_SECTION = 'src/features/funnel/routes/funnel-section-page.tsx';
    const REGISTRO = 'src/app/registro-route.tsx';
    const expected = [
      { path: '/', module: HOME },
      { path: '/acerca', module: ABOUT, canonical: '/quienes-somos' },
      { path: '/quienes-somos', module: ABOUT },
      { path: '/about', module: ABOUT, canonical: '/quienes-somos' },
      { path: '/contacto', module: 'src/features/site-pages/routes/contact-page.tsx' },
      { path: '/paginas', module: 'src/features/shop/routes/paginas-page.tsx' },
      { path: '/blog', module: 'src/features/blog/routes/blog-page.tsx' },
      { path: '/tienda', module: 'src/features/shop/routes/tienda-page.tsx' },
      { path: '/Politicas', module: 'src/features/site/routes/politicas-page.tsx' },
      { path: '/terminos', module: 'src/features/checkout/routes/terminos-page.tsx' },
      { path: '/reto10dias', module: RETO },
      { path: '/reto21dias', module: RETO },
      { path: '/reto90dias', module: RETO },
      { path: '/menuembudo', module: 'src/features/funnel/routes/funnel-menu-page.tsx' },
      { path: '/sliderembudo', module: FUNNEL_SECTION },
      { path: '/videomotivacional', module: FUNNEL_SECTION },
      { path: '/retos', module: FUNNEL_SECTION },
      { path: '/perfilpro', module: FUNNEL_SECTION },
      { path: '/perfilprofesional', module: FUNNEL_SECTION },
      { path: '/testimonials', module: FUNNEL_SECTION },
      { path: '/TarjetasIco', module: 'src/features/home/routes/category-cards-page.tsx' },
      { path: '/registro', module: REGISTRO },
      { path: '/inscripcion', module: REGISTRO, canonical: '/registro' },
    ];
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...PRERENDERED_PAGES].sort(byPath)).toEqual(expected.sort(byPath));
    expect(NOT_FOUND_PAGE).toEqual({ path: '/pagina-no-encontrada', module: 'src/features/site/routes/not-found-page.tsx' });
    expect(TEMPLATE_PAGES).toEqual([
      { route: '/retos/:slug', path: '/retos/reto', module: RETO },
      { route: '/tienda/:slug', path: '/tienda/producto', module: 'src/features/shop/routes/producto-page.tsx' },
      { route: '/blog/:slug', path: '/blog/entrada', module: 'src/features/blog/routes/post-page.tsx' },
    ]);
  });

  it("names each pre-rendered page's own module (the one its lazy import loads)", async () => {
    for (const screen of SCREENS.filter((s) => s.prerender)) {
      const named = (await import(/* @vite-ignore */ `/${screen.prerender!.module}`)) as { default: unknown };
      expect((await screen.page()).default, screen.path).toBe(named.default);
    }
  });

  it('marks the pages the site search finds, as shared/src/site-search-pages.ts lists them for the server', () => {
    const pages = SEARCHABLE_PAGES.map((p) => p.url).filter((url) => !url.includes('?'));
    expect(SCREENS.filter((s) => s.search).map((s) => s.path)).toEqual(expect.arrayContaining(pages));
    expect(pages).toEqual(expect.arrayContaining(SCREENS.filter((s) => s.search).map((s) => s.path)));
  });

  it('gives the sweeps every screen once, each at a real address, by who may open it', () => {
    const sweeps = sweepScreens(SCREENS);
    expect(sweeps.map((s) => s.route)).toEqual(SCREENS.map((s) => s.path));
    for (const s of sweeps) expect(s.url.split('?')[0], s.route).not.toMatch(/[:*]/);
    const find = (route: string) => sweeps.find((s) => s.route === route);
    expect(find('/perfil')).toEqual({ route: '/perfil', url: '/perfil', area: 'account', signedIn: true });
    expect(find('/login')).toEqual({ route: '/login', url: '/login', area: 'account' });
    expect(find('/login-admin-r21')).toEqual({ route: '/login-admin-r21', url: '/login-admin-r21', area: 'admin' });
    expect(find('/admin/dashboard/retos/:id')).toEqual({
      route: '/admin/dashboard/retos/:id',
      url: '/admin/dashboard/retos/2',
      area: 'admin',
      signedIn: true,
    });
    expect(find('*')).toEqual({ route: '*', url: '/una-ruta-que-no-existe', area: 'public' });
    expect(sweeps.filter((s) => s.area === 'account').map((s) => s.route)).toEqual([
      '/registro-usuarios',
      '/verificacion-pendiente',
      '/verify-email/:token',
      '/verify-email',
      '/verificacion-completa',
      '/verificacion-error',
      '/login',
      '/forgot-password',
      '/reset-password/:token',
      '/perfil',
      '/perfil/progreso',
      '/perfil/reto',
    ]);
  });

  it('refuses a path registered twice and a swept path with a parameter but no address', async () => {
    const { screensOf } = await import('./screens');
    const page = async () => ({ default: () => null });
    expect(() => screensOf([[{ path: '/blog', page, layout: 'task' }], [{ path: '/Blog', page, layout: 'task' }]])).toThrow(
      '/Blog is registered twice',
    );
    expect(() => sweepScreens([{ path: '/faq/:slug', page, layout: 'task' }])).toThrow('/faq/:slug');
  });
});
