import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AdminResetPasswordPage from '../routes/admin-reset-password-page';
import AdminForgotPasswordPage from '../routes/admin-forgot-password-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

afterEach(() => {
  vi.useRealTimers();
});

function renderReset(search = '?token=abc') {
  return renderWithProviders(<AdminResetPasswordPage />, {
    route: `/admin/reset-password${search}`,
    routes: [{ path: '/login-admin-r21', element: <h1>Login</h1> }],
  });
}

const fill = (a: string, b: string) => {
  fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: a } });
  fireEvent.change(screen.getByLabelText(/^Confirmar nueva contraseña/), { target: { value: b } });
  fireEvent.click(screen.getByRole('button', { name: /Actualizar contraseña/ }));
};

describe('Admin reset password (/admin/reset-password)', () => {
  it('says the link is incomplete without a token, and refuses to send', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: {} }));
    renderReset('');
    expect(screen.getByText('Enlace inválido o incompleto. No se encontró el token de restablecimiento.')).toBeInTheDocument();
    fill('Nueva-clave-1', 'Nueva-clave-1');
    expect(await screen.findByText('Token no encontrado. No se puede restablecer.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['', '', 'Debes ingresar y confirmar la nueva contraseña.'],
    ['Nueva-clave-1', 'Nueva-clave-2', 'Las contraseñas no coinciden.'],
    ['corta', 'corta', 'La contraseña debe tener al menos 8 caracteres.'],
  ])('%s / %s → %s', async (a, b, message) => {
    const calls = fakeAdminServer(() => ({ status: 200, data: {} }));
    renderReset();
    fill(a, b);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the success and goes to the admin login after 4 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const calls = fakeAdminServer(() => ({ status: 200, data: { message: 'Contraseña actualizada exitosamente.' } }));
    const { router } = renderReset();
    fill('Nueva-clave-1', 'Nueva-clave-1');
    expect(await screen.findByText('Contraseña actualizada exitosamente.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/auth/admin/reset-password',
      data: { token: 'abc', newPassword: 'Nueva-clave-1', confirmPassword: 'Nueva-clave-1' },
    });
    await act(async () => {
      vi.advanceTimersByTime(3900);
    });
    expect(router.state.location.pathname).toBe('/admin/reset-password');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-admin-r21'));
  });

  it("shows the server's message or 'Ocurrió un error al actualizar la contraseña.'", async () => {
    fakeAdminServer(() => ({ status: 400, data: { message: 'El enlace de restablecimiento es inválido o ha expirado.' } }));
    const { unmount } = renderReset();
    fill('Nueva-clave-1', 'Nueva-clave-1');
    expect(await screen.findByText('El enlace de restablecimiento es inválido o ha expirado.')).toBeInTheDocument();
    unmount();
    fakeAdminServer(() => 'network');
    renderReset();
    fill('Nueva-clave-1', 'Nueva-clave-1');
    expect(await screen.findByText('Ocurrió un error al actualizar la contraseña.')).toBeInTheDocument();
  });
});

describe('Admin forgot password (/admin/recuperar-contrasena)', () => {
  it('requires the e-mail', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: {} }));
    renderWithProviders(<AdminForgotPasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: /Enviar enlace/ }));
    expect(await screen.findByText('Por favor, ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's neutral answer, or 'Ocurrió un error al procesar la solicitud.'", async () => {
    fakeAdminServer(() => ({ status: 200, data: { message: 'Si existe una cuenta…' } }));
    const { unmount } = renderWithProviders(<AdminForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: 'admin@sitio.co' } });
    fireEvent.click(screen.getByRole('button', { name: /Enviar enlace/ }));
    expect(await screen.findByText('Si existe una cuenta…')).toBeInTheDocument();
    unmount();
    fakeAdminServer(() => 'network');
    renderWithProviders(<AdminForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: 'admin@sitio.co' } });
    fireEvent.click(screen.getByRole('button', { name: /Enviar enlace/ }));
    expect(await screen.findByText('Ocurrió un error al procesar la solicitud.')).toBeInTheDocument();
  });
});
