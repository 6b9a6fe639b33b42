import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PerfilProPage from '../routes/perfil-pro-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const perfil = { imagePath: 'uploads/perfil/i.webp', text: 'Texto actual', videoPath: null };

describe('Perfil profesional', () => {
  it('shows the current text, image and an absent video, and saves the text', async () => {
    const calls = fakeAdminServer((c) =>
      c.method === 'PUT' ? { status: 200, data: { message: 'Texto del perfil guardado correctamente.' } } : { status: 200, data: perfil },
    );
    const user = userEvent.setup();
    renderWithProviders(<PerfilProPage />);
    const text = await screen.findByLabelText('Descripción');
    expect(text).toHaveValue('Texto actual');
    expect(screen.getByAltText('Imagen actual del perfil')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/uploads\/perfil\/i\.webp\?t=\d+$/),
    );
    expect(screen.getByText('Video no disponible')).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Nuevo texto');
    await user.click(screen.getByRole('button', { name: /Guardar texto/ }));
    expect(await screen.findByText('Texto del perfil guardado correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/admin/perfil/update-text', data: { texto: 'Nuevo texto' } });
  });

  it("shows 'Error al guardar texto.' and the load failure text", async () => {
    fakeAdminServer((c) => (c.method === 'PUT' ? { status: 500 } : { status: 200, data: perfil }));
    const user = userEvent.setup();
    renderWithProviders(<PerfilProPage />);
    await user.click(await screen.findByRole('button', { name: /Guardar texto/ }));
    expect(await screen.findByText('Error al guardar texto.')).toBeInTheDocument();
  });

  it("shows 'No se pudieron cargar los datos actuales del perfil.' when loading fails", async () => {
    fakeAdminServer(() => ({ status: 500 }));
    renderWithProviders(<PerfilProPage />);
    expect(await screen.findByText('No se pudieron cargar los datos actuales del perfil.')).toBeInTheDocument();
  });
});
