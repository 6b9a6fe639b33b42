import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@app/shared/admin';
import AdminLoginPage from '../routes/admin-login-page';
import SeguridadPage from '../routes/seguridad-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

function renderLogin() {
  return renderWithProviders(<AdminLoginPage />, {
    route: '/login-admin-r21',
    routes: [{ path: '/admin/dashboard', element: <h1>Dashboard</h1> }],
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Usuario/), 'laura');
  await user.type(screen.getByLabelText(/Contraseña/), 'clave-secreta');
  await user.click(screen.getByRole('button', { name: /Ingresar/ }));
}

describe('Admin login, second step', () => {
  it('asks for the code after the password, shows the Spanish error of a wrong one, then opens the dashboard', async () => {
    let tries = 0;
    const calls = fakeAdminServer((call) => {
      if (call.url === '/auth/admin/login')
        return { status: 200, data: { requires2fa: true, challenge: 'desafio-1', message: TWO_FACTOR_MESSAGES.askCode } };
      tries++;
      return tries === 1
        ? { status: 401, data: { message: TWO_FACTOR_MESSAGES.invalidCode, error: TWO_FACTOR_MESSAGES.invalidCode } }
        : { status: 200, data: { token: 'jwt-2fa', message: 'Inicio de sesión exitoso.' } };
    });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    const field = screen.getByLabelText(/Código de verificación/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    // not six digits: refused in the browser, no request
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.totpRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.invalidCode);
    expect(screen.getByLabelText(/Código de verificación/)).toHaveValue('');

    await user.type(screen.getByLabelText(/Código de verificación/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('adminToken')).toBe('jwt-2fa');
    expect(calls.slice(1).map((c) => c.data)).toEqual([
      { challenge: 'desafio-1', code: '123456' },
      { challenge: 'desafio-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const calls = fakeAdminServer((call) =>
      call.url === '/auth/admin/login'
        ? { status: 200, data: { requires2fa: true, challenge: 'd2', message: '' } }
        : { status: 200, data: { token: 'jwt-rec', message: '' } },
    );
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText(/Código de recuperación/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBe('jwt-rec'));
    expect(calls[1]).toMatchObject({ url: '/auth/admin/2fa/verify', data: { challenge: 'd2', code: 'abcde-fghjk' } });
  });

  it('with ADMIN_REQUIRE_2FA: sets it up, shows the recovery codes, and only then enters', async () => {
    const calls = fakeAdminServer((call) => {
      if (call.url === '/auth/admin/login') return { status: 200, data: { requires2faSetup: true, challenge: 'set-1', message: '' } };
      if (call.url === '/auth/admin/2fa/setup')
        return { status: 200, data: { secret: SECRET, otpauthUrl: `otpauth://totp/x:laura?secret=${SECRET}` } };
      return { status: 200, data: { recoveryCodes: CODES, token: 'jwt-new', message: '' } };
    });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' })).toBeInTheDocument();
    expect(await screen.findByTestId('twofa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(await screen.findByRole('img', { name: /Código QR/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.type(screen.getByLabelText(/Código de verificación/), '111222');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(localStorage.getItem('adminToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Ya los guardé/ }));
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBe('jwt-new'));
    expect(calls[2]).toMatchObject({ url: '/auth/admin/2fa/activar', data: { challenge: 'set-1', code: '111222' } });
  });
});

describe('Seguridad', () => {
  it('turns 2FA on: QR and secret, a code, then the ten codes once with copy and download', async () => {
    let enabled = false;
    fakeAdminServer((call) => {
      if (call.method === 'GET') return { status: 200, data: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 } };
      if (call.url === '/admin/2fa/setup')
        return { status: 200, data: { secret: SECRET, otpauthUrl: `otpauth://totp/x:laura?secret=${SECRET}` } };
      enabled = true;
      return { status: 200, data: { recoveryCodes: CODES, message: '' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<SeguridadPage />);
    expect(await screen.findByText('Desactivada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar la verificación en dos pasos' }));
    expect(await screen.findByTestId('twofa-secret')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('list', { name: 'Códigos de recuperación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar códigos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar (.txt)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(await screen.findByText(/Te quedan 10 códigos/)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('turns it off with a code, and shows the Spanish error of a wrong one', async () => {
    let enabled = true;
    let attempt = 0;
    fakeAdminServer((call) => {
      if (call.method === 'GET') return { status: 200, data: { enabled, required: false, recoveryCodesLeft: 9 } };
      if (++attempt === 1)
        return { status: 400, data: { message: TWO_FACTOR_MESSAGES.invalidCode, error: TWO_FACTOR_MESSAGES.invalidCode } };
      enabled = false;
      return { status: 200, data: { message: TWO_FACTOR_MESSAGES.disabled } };
    });
    const user = userEvent.setup();
    renderWithProviders(<SeguridadPage />);
    await user.click(await screen.findByText('Desactivar la verificación en dos pasos'));
    await user.type(screen.getByLabelText(/Código de verificación/), '000000');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.invalidCode);
    await user.type(screen.getByLabelText(/Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeInTheDocument();
    expect(await screen.findByText('Desactivada.')).toBeInTheDocument();
  });

  it('does not offer to turn it off when it is mandatory', async () => {
    fakeAdminServer(() => ({ status: 200, data: { enabled: true, required: true, recoveryCodesLeft: 10 } }));
    renderWithProviders(<SeguridadPage />);
    expect(await screen.findByText(/es obligatoria/)).toBeInTheDocument();
    expect(screen.queryByText('Desactivar la verificación en dos pasos')).not.toBeInTheDocument();
  });
});
