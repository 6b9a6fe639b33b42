import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminLoginPage from '../routes/admin-login-page';
import { showsRecoveryLink } from '../api/admin-auth';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

function renderLogin() {
  return renderWithProviders(<AdminLoginPage />, {
    route: '/login-admin-r21',
    routes: [
      { path: '/admin/dashboard', element: <h1>Dashboard</h1> },
      { path: '/admin/recuperar-contrasena', element: <h1>Recuperar</h1> },
    ],
  });
}

async function submit(user = userEvent.setup(), username = 'laura', password = 'clave-secreta') {
  await user.type(screen.getByLabelText(/Usuario/), username);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: /Ingresar/ }));
}

describe('Admin login (/login-admin-r21)', () => {
  it('shows the title and requires both fields without calling the server', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: {} }));
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login de Administrador' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Ingresar/ }));
    expect(await screen.findAllByText('Debes ingresar tu usuario y tu contraseña.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("says 'Ingresando...' while the request runs, then stores the token and opens the dashboard", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = fakeAdminServer(async () => {
      await gate;
      return { status: 200, data: { token: 'jwt-token', message: 'Inicio de sesión exitoso.' } };
    });
    const { router } = renderLogin();
    await submit();
    expect(await screen.findByRole('button', { name: /Ingresando\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('adminToken')).toBe('jwt-token');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/auth/admin/login', data: { username: 'laura', password: 'clave-secreta' } });
  });

  it("shows the recovery link only when the message contains 'credenciales inválidas'", async () => {
    fakeAdminServer(() => ({ status: 401, data: { message: 'Usuario o contraseña incorrectos: credenciales inválidas.' } }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Usuario o contraseña incorrectos: credenciales inválidas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Olvidaste tu contraseña/ })).toHaveAttribute('href', '/admin/recuperar-contrasena');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows a lockout message without the recovery link', async () => {
    fakeAdminServer(() => ({
      status: 429,
      data: { message: 'Demasiados intentos fallidos para este usuario. Por favor, espera 15 minutos antes de intentarlo de nuevo.' },
    }));
    renderLogin();
    await submit();
    expect(await screen.findByText(/Demasiados intentos fallidos/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Olvidaste tu contraseña/ })).not.toBeInTheDocument();
  });

  it("says 'Respuesta inesperada del servidor.' for a 200 without a token", async () => {
    fakeAdminServer(() => ({ status: 200, data: { message: 'ok' } }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Respuesta inesperada del servidor.')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it("says 'No se pudo conectar con el servidor.' when nothing answers", async () => {
    fakeAdminServer(() => 'network');
    renderLogin();
    await submit();
    expect(await screen.findByText('No se pudo conectar con el servidor.')).toBeInTheDocument();
  });

  it('decides the recovery link from the message text', () => {
    expect(showsRecoveryLink('Usuario o contraseña incorrectos: credenciales inválidas.')).toBe(true);
    expect(showsRecoveryLink('No se pudo conectar con el servidor.')).toBe(false);
    expect(showsRecoveryLink(null)).toBe(false);
  });
});

describe('the admin login page does not keep the user waiting', () => {
  it('re-enables the button after an error', async () => {
    fakeAdminServer(() => ({ status: 401, data: { message: 'credenciales inválidas' } }));
    renderLogin();
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /Ingresar/ })).toBeEnabled());
  });
});
