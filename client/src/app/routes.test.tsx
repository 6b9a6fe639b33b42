import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { routes } from './routes';
import { SCREENS } from './screens';
import { renderScreens } from '../../test/screens';
import { mockPublicApi } from '../../test/fake-api';

beforeAll(() => {
  // jsdom does not implement scrolling; ScrollRestoration calls it on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// jsdom has no IntersectionObserver; the test-utils import in test/setup.ts only auto-mocks with vitest globals.
beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

/** The app's own route table at `path`, its page loaded first. */
async function renderAt(path: string) {
  return (await renderScreens(SCREENS, path)).router;
}

/** The path pattern of the deepest route matching a URL ('*' = the 404 page). */
function matchedPattern(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  if (!leaf) return undefined;
  if (leaf.index) return `${matches[matches.length - 2]?.route.path ?? ''}#index`;
  return leaf.path;
}

describe('Route table (spec §2)', () => {
  it.each([
    ['/', '#index'],
    ['/acerca', 'acerca'],
    ['/quienes-somos', 'quienes-somos'],
    ['/about', 'about'],
    ['/registro', 'registro'],
    ['/inscripcion', 'inscripcion'],
    ['/paginas', 'paginas'],
    ['/blog', 'blog'],
    ['/contacto', 'contacto'],
    ['/tienda', 'tienda'],
    ['/tienda/batido-nutricional-vainilla', 'tienda/:slug'],
    ['/carrito', 'carrito'],
    ['/reto10dias', 'reto10dias'],
    ['/reto21dias', 'reto21dias'],
    ['/Reto90Dias', 'reto90dias'],
    ['/Politicas', 'Politicas'],
    ['/politicas', 'Politicas'],
    ['/menuembudo', 'menuembudo'],
    ['/sliderembudo', 'sliderembudo'],
    ['/videomotivacional', 'videomotivacional'],
    ['/retos', 'retos'],
    ['/retos/reto-detox-14', 'retos/:slug'],
    ['/perfilpro', 'perfilpro'],
    ['/perfilprofesional', 'perfilprofesional'],
    ['/testimonials', 'testimonials'],
    ['/TarjetasIco', 'TarjetasIco'],
    ['/tarjetasico', 'TarjetasIco'],
    ['/verification-pending', 'verification-pending'],
    ['/verification-success', 'verification-success'],
    ['/verification-error', 'verification-error'],
    ['/confirmar-asesoria/abc123', 'confirmar-asesoria/:token'],
    ['/mi-asesoria/abc123', 'mi-asesoria/:token'],
    ['/checkout', 'checkout'],
    ['/pedido/VS-abc123', 'pedido/:token'],
    ['/terminos', 'terminos'],
    ['/registro-usuarios', 'registro-usuarios'],
    ['/verificacion-pendiente', 'verificacion-pendiente'],
    ['/verify-email/abc123', 'verify-email/:token'],
    ['/verify-email', 'verify-email'],
    ['/verificacion-completa', 'verificacion-completa'],
    ['/verificacion-error', 'verificacion-error'],
    ['/login', 'login'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password/tok', 'reset-password/:token'],
    ['/perfil', 'perfil'],
    ['/perfil/progreso', 'perfil/progreso'],
    ['/perfil/reto', 'perfil/reto'],
    ['/login-admin-r21', 'login-admin-r21'],
    ['/admin/recuperar-contrasena', 'admin/recuperar-contrasena'],
    ['/admin/reset-password', 'admin/reset-password'],
    ['/admin/dashboard', 'admin/dashboard#index'],
    ['/admin/dashboard/bloqueos', 'bloqueos'],
    ['/admin/dashboard/agenda', 'agenda'],
    ['/admin/dashboard/sliderembudo', 'sliderembudo'],
    ['/admin/dashboard/video', 'video'],
    ['/admin/dashboard/perfilpro', 'perfilpro'],
    ['/admin/dashboard/testimonios', 'testimonios'],
    ['/admin/dashboard/slider-inicio', 'slider-inicio'],
    ['/admin/dashboard/blog', 'blog'],
    ['/admin/dashboard/blog/nueva', 'blog/:id'],
    ['/admin/dashboard/progreso/12', 'progreso/:userId'],
    ['/no-existe', '*'],
  ])('%s → %s', (url, pattern) => {
    expect(matchedPattern(url)).toBe(pattern);
  });
});

describe('Route matching is case-insensitive', () => {
  it.each(['/Politicas', '/politicas', '/POLITICAS'])('%s renders the privacy policy', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Derechos de los titulares/ })).toBeInTheDocument();
    // The brand fills the responsible party's placeholder; the version and date are shown
    expect(screen.queryByText(/\[Nombre de la empresa\]/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Vida Sana Coaching/).length).toBeGreaterThan(0);
    expect(screen.getByText(CURRENT_POLICY.id)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Cómo ejercer tus derechos/ })).toBeInTheDocument();
    // The title is written by a passive effect, which may land a moment after the heading paints.
    await waitFor(() => expect(document.title).toBe('Política de Privacidad | Vida Sana Coaching'));
  });
});

describe('Public layout', () => {
  it('wraps the pages that market in header, about section and footer', async () => {
    // the reto's page reads it from the API; the about section's reads stay unanswered
    mockPublicApi({
      '/retos/reto21dias': {
        data: {
          id: 2,
          slug: 'reto21dias',
          nombre: 'Reto 21 días',
          titular: 'Convierte la alimentación sana en un hábito en 21 días',
          descripcion: ['Tres semanas.'],
          dias: 21,
          precio: 180000,
          incluye: ['Plan'],
          beneficios: ['Hábitos'],
          metaDescripcion: 'Reto de 21 días.',
          imagen: null,
          kit: [],
        },
      },
    });
    await renderAt('/reto21dias');
    await screen.findByRole('heading', { level: 1, name: 'Convierte la alimentación sana en un hábito en 21 días' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.getElementById('sobre-nosotros-sec')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('wraps the task pages in header and footer, without the about section (docs/decisions/014)', async () => {
    await renderAt('/Politicas');
    await screen.findByRole('heading', { level: 1, name: 'Política de Privacidad' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.getElementById('sobre-nosotros-sec')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("puts the home page's hero slider above the about section", async () => {
    await renderAt('/');
    await screen.findByRole('heading', { name: 'Página de Inicio' });
    const hero = document.querySelector('.hero')!;
    const about = document.getElementById('sobre-nosotros-sec')!;
    expect(hero.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main')).toContainElement(about);
  });

  it('renders the Spanish 404 page for unknown paths, inside the layout', async () => {
    await renderAt('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Vida Sana Coaching'));
  });
});

describe('Protected routes', () => {
  it('send visitors without a user token from /perfil to /login with the requested location', async () => {
    const router = await renderAt('/perfil');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/perfil' } });
  });

  it('keep visitors with a user token on /perfil', async () => {
    localStorage.setItem('userToken', 't');
    const router = await renderAt('/perfil');
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/perfil');
  });

  it('send visitors without an admin token from the dashboard to /login-admin-r21, without the public header', async () => {
    const router = await renderAt('/admin/dashboard/agenda');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login-admin-r21'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keep admins with a token on nested dashboard routes', async () => {
    localStorage.setItem('adminToken', 'a');
    const router = await renderAt('/admin/dashboard/testimonios');
    // the dashboard shows (its sidebar), still at the address, without the public header (its "Principal" menu);
    // the dashboard's own top bar is a banner too
    expect(await screen.findByRole('navigation', { name: 'Menú de administración' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard/testimonios');
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  });
});
