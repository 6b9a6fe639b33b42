import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userApi } from '../../../lib/api-client';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import { httpError, okResponse } from '../../../../test/fake-api';
import RegisterPage from './register-page';

afterEach(() => vi.restoreAllMocks());

function renderRegister() {
  return renderWithProviders(
    [
      { path: 'registro-usuarios', element: <RegisterPage /> },
      { path: 'verificacion-pendiente', element: <LocationProbe /> },
    ],
    { route: '/registro-usuarios' },
  );
}

async function fillValidForm(peso = '68.5') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
  await user.type(screen.getByLabelText(/^Apellidos/), 'Gómez');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'Ana@Correo.test');
  await user.type(screen.getByLabelText(/^Contraseña/), 'Clave#Segura1');
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Clave#Segura1');
  await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '1990-04-15');
  await user.selectOptions(screen.getByLabelText(/^Sexo/), 'female');
  await user.type(screen.getByLabelText(/^Teléfono/), '57 (300) 123-4567');
  await user.type(screen.getByLabelText(/^Peso/), peso);
  await user.type(screen.getByLabelText(/^Estatura/), '165');
  await user.click(screen.getByRole('checkbox'));
  return user;
}

describe('Registration form', () => {
  it('links to the privacy policy in a new tab and to /login', () => {
    renderRegister();
    const policy = screen.getByRole('link', { name: 'políticas de privacidad' });
    expect(policy).toHaveAttribute('href', '/politicas');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: 'Inicia sesión' })[0]).toHaveAttribute('href', '/login');
  });

  it('sends the normalised payload (phone with +, numbers as decimals) and goes to /verificacion-pendiente', async () => {
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ message: 'ok' }, 201));
    renderRegister();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verificacion-pendiente'));
    expect(post).toHaveBeenCalledWith('/users/register', {
      first_name: 'Ana',
      last_name: 'Gómez',
      email: 'ana@correo.test',
      password: 'Clave#Segura1',
      passwordConfirmation: 'Clave#Segura1',
      date_of_birth: '1990-04-15',
      country: 'Colombia',
      phone: '+573001234567',
      weight_kg: 68.5,
      height_cm: 165,
      sex: 'female',
      accept_privacy_policy: true,
      politica_version: CURRENT_POLICY.id,
    });
  });

  // A number input read "74,5" as 745 (or dropped it) depending on the browser's language.
  it('sends a weight typed with a decimal comma ("74,5") as 74.5, and shows it as typed', async () => {
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ message: 'ok' }, 201));
    renderRegister();
    const user = await fillValidForm('74,5');
    expect(screen.getByLabelText(/^Peso/)).toHaveValue('74,5');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toMatchObject({ weight_kg: 74.5, height_cm: 165 });
  });

  it('shows each server error beside its field plus the form headline on a 400', async () => {
    vi.spyOn(userApi, 'post').mockRejectedValue(
      httpError(400, {
        message: 'Por favor corrige los errores marcados en el formulario.',
        errors: [
          { path: 'phone', msg: 'Ingresa un teléfono válido en formato internacional, por ejemplo +573001234567.' },
          { path: 'date_of_birth', msg: 'Debes tener al menos 13 años para registrarte.' },
          { path: 'date_of_birth', msg: 'second message ignored' },
        ],
      }),
    );
    renderRegister();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Por favor corrige los errores marcados en el formulario.')).toBeInTheDocument();
    const phone = screen.getByLabelText(/^Teléfono/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Ingresa un teléfono válido en formato internacional/);
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveAccessibleDescription('Debes tener al menos 13 años para registrarte.');
    expect(screen.queryByText('second message ignored')).not.toBeInTheDocument();
  });

  it("shows the 409 message and 'Este correo ya está en uso.' on the e-mail field", async () => {
    vi.spyOn(userApi, 'post').mockRejectedValue(httpError(409, { message: 'El correo electrónico ya está registrado.' }));
    renderRegister();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El correo electrónico ya está registrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription('Este correo ya está en uso.');
  });

  it('falls back to the §8 texts when the server sends no message', async () => {
    const post = vi.spyOn(userApi, 'post').mockRejectedValueOnce(httpError(409, {}));
    renderRegister();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El correo electrónico ya está registrado.')).toBeInTheDocument();
    post.mockRejectedValueOnce(httpError(500, {}));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.')).toBeInTheDocument();
  });

  it('does not send an incomplete form and marks the missing fields', async () => {
    const post = vi.spyOn(userApi, 'post');
    renderRegister();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar las políticas de privacidad para continuar.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
