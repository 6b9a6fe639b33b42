import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import DashboardLayout from '../routes/dashboard-layout';
import { renderWithProviders } from '../../../../test/render';
import { SCREENS, sidebarLinks } from '../../../app/screens';

function renderDashboard() {
  localStorage.setItem('adminToken', 't');
  return renderWithProviders(<DashboardLayout sidebar={sidebarLinks(SCREENS)} />, {
    route: '/admin/dashboard',
    routes: [{ path: '/login-admin-r21', element: <h1>Login</h1> }],
  });
}

describe('Dashboard sidebar (spec §2)', () => {
  it('has Dashboard, the Prospectos and Inicio groups and a logout entry', () => {
    renderDashboard();
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    // One role query for all the links: each query walks the whole tree, which a busy machine makes slow.
    const all = within(nav).getAllByRole('link');
    const links = new Map(all.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links.size).toBe(all.length);
    expect(links.get('Dashboard')).toBe('/admin/dashboard');
    const expected: [string, string][] = [
      ['Agenda', 'agenda'],
      ['Gestionar Bloqueos', 'bloqueos'],
      ['Calendario', 'calendario'],
      ['Slider Embudo', 'sliderembudo'],
      ['Video Motivacional', 'video'],
      ['Testimonios', 'testimonios'],
      ['Perfil Profesional', 'perfilpro'],
      ['Slider Principal', 'slider-inicio'],
      ['Correos no entregados', 'correos'],
      ['Blog', 'blog'],
    ];
    for (const [name, path] of expected) expect(links.get(name)).toBe(`/admin/dashboard/${path}`);
    expect(within(nav).getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });

  it('expands and collapses the groups', () => {
    renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Prospectos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Agenda' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Agenda' })).toBeInTheDocument();
  });

  it('logs out: removes the token and goes to /login-admin-r21', async () => {
    const { router } = renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/login-admin-r21');
  });
});
