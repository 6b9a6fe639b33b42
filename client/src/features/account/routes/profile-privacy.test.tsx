import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import { userApi } from '../../../lib/api-client';
import { httpError, okResponse } from '../../../../test/fake-api';
import { PROFILE, renderProfileApp, signIn } from '../test/profile-fixture';

/** On /perfil: "Descargar mis datos" and "Eliminar mi cuenta". */

afterEach(() => vi.restoreAllMocks());

const EXPORT = {
  generado_at: '2026-11-23T17:00:00.000Z',
  email: 'ana@correo.test',
  politica_vigente: { version: '2026-11-v1', fecha: '2026-11-23' },
  cuenta: PROFILE,
  consentimientos: [],
  registros: [],
  correos: [],
};

function renderProfile() {
  signIn();
  return renderProfileApp();
}

describe("/perfil: the person's data rights", () => {
  it('downloads the export as a JSON file named after the e-mail and the day', async () => {
    const get = vi
      .spyOn(userApi, 'get')
      .mockImplementation(async (url: string) => okResponse(url === '/users/me/export' ? EXPORT : PROFILE));
    const createObjectURL = vi.fn(() => 'blob:datos');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(get).toHaveBeenCalledWith('/users/me/export');
    expect(clicked[0].download).toBe('mis-datos-ana-correo-test-2026-11-23.json');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(EXPORT);
  });

  it('shows the server message when the export fails', async () => {
    vi.spyOn(userApi, 'get').mockImplementation(async (url: string) => {
      if (url === '/users/me/export') throw httpError(500, { message: 'Falló la exportación.' });
      return okResponse(PROFILE);
    });
    renderProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByText('Falló la exportación.')).toBeInTheDocument();
  });

  it('asks for the password in a labelled dialog; a wrong one shows the field error and keeps the session', async () => {
    vi.spyOn(userApi, 'get').mockResolvedValue(okResponse(PROFILE));
    const del = vi
      .spyOn(userApi, 'delete')
      .mockRejectedValue(
        httpError(400, { message: PRIVACY_MESSAGES.wrongPassword, errors: [{ path: 'password', msg: PRIVACY_MESSAGES.wrongPassword }] }),
      );
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    // empty: the shared schema's message, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Tu contraseña/), 'Mala#Clave1');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tu contraseña/)).toHaveAttribute('aria-invalid', 'true');
    expect(del).toHaveBeenCalledWith('/users/me', { data: { password: 'Mala#Clave1' } });
    expect(localStorage.getItem('userToken')).toBe('tok');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the account with the password, says so, and logs out', async () => {
    vi.spyOn(userApi, 'get').mockResolvedValue(okResponse(PROFILE));
    vi.spyOn(userApi, 'delete').mockResolvedValue(okResponse({ message: PRIVACY_MESSAGES.accountDeleted }));
    const router = renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Tu contraseña/), 'Clave#Segura1');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const done = await screen.findByRole('dialog', { name: 'Cuenta eliminada' });
    expect(within(done).getByText(PRIVACY_MESSAGES.accountDeleted)).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Entendido' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
