import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userApi } from '../../../lib/api-client';
import { httpError, okResponse } from '../../../../test/fake-api';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import { PROFILE, renderProfileApp, signIn } from '../test/profile-fixture';
import LoginPage from './login-page';

afterEach(() => vi.restoreAllMocks());

describe('Protected /perfil', () => {
  it('sends an unauthenticated visitor to /login with the requested location', async () => {
    const router = renderProfileApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/perfil');
  });

  it('returns to the requested location after logging in, storing token and user', async () => {
    vi.spyOn(userApi, 'post').mockResolvedValue(
      okResponse({ token: 'jwt', user: { id: 1, first_name: 'Ana', last_name: 'Gómez', email: 'ana@correo.test' } }),
    );
    renderWithProviders(
      [
        { path: 'login', element: <LoginPage /> },
        { path: 'mis-cosas', element: <LocationProbe /> },
      ],
      { route: '/login', state: { from: { pathname: '/mis-cosas', search: '?x=1', hash: '' } } },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@correo.test');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Clave#Segura1');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mis-cosas?x=1'));
    expect(localStorage.getItem('userToken')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ email: 'ana@correo.test' });
  });

  it('shows the server message on a refused login and offers a new link for an unverified account', async () => {
    vi.spyOn(userApi, 'post').mockRejectedValue(httpError(403, { message: 'Debes verificar tu correo.', reason: 'email_not_verified' }));
    renderProfileApp('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@correo.test');
    await user.type(screen.getByLabelText(/^Contraseña/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Debes verificar tu correo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar enlace de verificación' })).toBeInTheDocument();
  });

  it('shows Mis Datos in Spanish with the BMI, the tools (live ones as links, the rest coming soon) and a logout button', async () => {
    signIn();
    const get = vi.spyOn(userApi, 'get').mockResolvedValue(okResponse(PROFILE));
    renderProfileApp('/perfil');
    const datos = await screen.findByRole('region', { name: 'Mis Datos' });
    expect(get).toHaveBeenCalledWith('/users/profile');
    expect(within(datos).getByText('15 de abril de 1990')).toBeInTheDocument();
    expect(within(datos).getByText('Femenino')).toBeInTheDocument();
    expect(within(datos).getByText('68,5 kg')).toBeInTheDocument();
    expect(within(datos).getByText('165 cm')).toBeInTheDocument();
    expect(within(datos).getByTestId('bmi')).toHaveTextContent('25.16');
    expect(screen.getByText(/Miembro desde el 10 de marzo de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de perfil no disponible' })).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'Herramientas' });
    // docs/decisions/021: the tools built so far are links; the others stay honestly 'Próximamente'
    expect(within(tools).getByRole('link', { name: 'Mi progreso' })).toHaveAttribute('href', '/perfil/progreso');
    expect(within(tools).getByRole('link', { name: 'Mi reto' })).toHaveAttribute('href', '/perfil/reto');
    expect(within(tools).getAllByText('Próximamente')).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it("shows 'N/A' as BMI when the height is missing", async () => {
    signIn();
    vi.spyOn(userApi, 'get').mockResolvedValue(okResponse({ ...PROFILE, height_cm: null }));
    renderProfileApp('/perfil');
    expect(await screen.findByTestId('bmi')).toHaveTextContent('N/A');
  });

  it.each([401, 403])('logs out and goes to /login when the profile answers %i', async (status) => {
    signIn();
    vi.spyOn(userApi, 'get').mockRejectedValue(httpError(status, { message: 'x' }));
    const router = renderProfileApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it("says 'No se encontraron datos del perfil.' on a 404 and keeps the session (§8), with a way to log out", async () => {
    signIn();
    vi.spyOn(userApi, 'get').mockRejectedValue(httpError(404, { message: 'No se encontraron datos del perfil.' }));
    const router = renderProfileApp('/perfil');
    expect(await screen.findByText('No se encontraron datos del perfil.')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar la información de tu perfil/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil');
    expect(localStorage.getItem('userToken')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('shows the §8 error when the profile cannot be loaded', async () => {
    signIn();
    vi.spyOn(userApi, 'get').mockRejectedValue(httpError(500, {}));
    renderProfileApp('/perfil');
    expect(await screen.findByText('No se pudo cargar la información de tu perfil. Intenta recargar la página.')).toBeInTheDocument();
  });
});
