import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import DashboardHomePage from '../routes/dashboard-home-page';
import { renderWithProviders } from '../../../../test/render';

describe('Dashboard welcome panel', () => {
  it('welcomes and offers logout', async () => {
    localStorage.setItem('adminToken', 't');
    renderWithProviders(<DashboardHomePage />, {
      route: '/admin/dashboard',
      routes: [{ path: '/login-admin-r21', element: <h1>Login</h1> }],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenido');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
