import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoachingProfile, PROFILE_MESSAGES } from './coaching-profile';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';

describe('coaching profile section', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its heading and a loading state', () => {
    mockPublicApi({ '/perfil-pro-data': 'pending' });
    renderWithProviders(<CoachingProfile />);
    expect(screen.getByRole('heading', { name: 'Una oportunidad para tu vida' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando perfil...');
  });

  it("on failure shows the message and 'Error al cargar descripción.'", async () => {
    mockPublicApi({ '/perfil-pro-data': { error: { status: 500 } } });
    renderWithProviders(<CoachingProfile />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la información del perfil.');
    expect(screen.getByTestId('profile-description')).toHaveTextContent('Error al cargar descripción.');
    expect(screen.getByText(PROFILE_MESSAGES.noImage)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.noVideo)).toBeInTheDocument();
  });

  it('shows the empty-state texts when nothing is stored', async () => {
    mockPublicApi({ '/perfil-pro-data': { data: { imagePath: null, text: '', videoPath: null } } });
    renderWithProviders(<CoachingProfile />);
    expect(await screen.findByText('Descripción no disponible.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
    expect(screen.getByText('Video no disponible')).toBeInTheDocument();
  });

  it('shows the image, text and video; a failed image falls back to the placeholder', async () => {
    mockPublicApi({
      '/perfil-pro-data': { data: { imagePath: 'uploads/perfil/foto.webp', text: 'Soy coach.', videoPath: 'uploads/perfil/video.webm' } },
    });
    const { container } = renderWithProviders(<CoachingProfile />);
    expect(await screen.findByText('Soy coach.')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: /Foto de/ });
    expect(img).toHaveAttribute('src', '/uploads/perfil/foto.webp');
    expect(container.querySelector('video')).toHaveAttribute('src', '/uploads/perfil/video.webm');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
  });
});
