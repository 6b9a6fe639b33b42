import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userApi } from '../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { httpError, okResponse } from '../../../../test/fake-api';
import ResetPasswordPage from './reset-password-page';

afterEach(() => vi.restoreAllMocks());

const renderReset = () =>
  renderWithProviders([{ path: 'reset-password/:token', element: <ResetPasswordPage /> }], { route: '/reset-password/tok123' });

function metRules() {
  const list = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.dataset.met === 'true')
    .map((li) => li.dataset.rule);
}

describe('Reset password form', () => {
  it('ticks the five §5 rules live while typing', async () => {
    renderReset();
    const list = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
    for (const text of [
      'Debe tener al menos 8 caracteres.',
      'Debe contener al menos una minúscula.',
      'Debe contener al menos una mayúscula.',
      'Debe contener al menos un número.',
      'Debe contener al menos un símbolo.',
    ]) {
      expect(within(list).getByText(text)).toBeInTheDocument();
    }
    expect(metRules()).toEqual([]);
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^Nueva contraseña/);
    await user.type(input, 'abc');
    expect(metRules()).toEqual(['lower']);
    await user.type(input, 'D1');
    expect(metRules()).toEqual(['lower', 'upper', 'digit']);
    await user.type(input, '!xy');
    expect(metRules()).toEqual(['length', 'lower', 'upper', 'digit', 'symbol']);
  });

  it('refuses a weak password or a mismatch without calling the server', async () => {
    const post = vi.spyOn(userApi, 'post');
    renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'debil');
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'otra');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('La nueva contraseña no cumple los requisitos.')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas nuevas no coinciden.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends token, password and passwordConfirmation and shows the success message with a button to /login', async () => {
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ message: 'Contraseña actualizada exitosamente.' }));
    renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva#Clave1');
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva#Clave1');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('Contraseña actualizada exitosamente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(post).toHaveBeenCalledWith('/users/reset-password', {
      token: 'tok123',
      password: 'Nueva#Clave1',
      passwordConfirmation: 'Nueva#Clave1',
    });
  });

  it('shows the invalid-link message on a 400, and the server validation list when there is one', async () => {
    const post = vi
      .spyOn(userApi, 'post')
      .mockRejectedValueOnce(httpError(400, {}))
      .mockRejectedValueOnce(httpError(400, { message: 'x', errors: [{ path: 'password', msg: 'Debe contener al menos un símbolo.' }] }))
      .mockRejectedValueOnce(httpError(500, {}));
    renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva#Clave1');
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva#Clave1');
    const submit = screen.getByRole('button', { name: 'Guardar nueva contraseña' });
    await user.click(submit);
    expect(await screen.findByText('El enlace de restablecimiento es inválido o ha expirado.')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Error de validación del servidor.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Debe contener al menos un símbolo.')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Ocurrió un error inesperado al actualizar la contraseña.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(3);
  });
});
