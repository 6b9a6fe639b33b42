import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import VerificationCompletePage from './verification-complete-page';
import VerificationErrorPage from './verification-error-page';

describe('/verificacion-error', () => {
  it.each([
    ['invalid_token', 'El enlace de verificación es inválido o ya fue utilizado.'],
    ['expired_token', 'El enlace de verificación ha expirado...'],
    ['server_error', 'Ocurrió un error en el servidor. Por favor, inténtalo más tarde.'],
    ['network_error_to_api', 'Ocurrió un error durante la verificación.'],
    ['no_token_in_url', 'Ocurrió un error durante la verificación.'],
  ])('shows the text for reason=%s', (reason, text) => {
    renderWithProviders([{ path: 'verificacion-error', element: <VerificationErrorPage /> }], {
      route: `/verificacion-error?reason=${reason}`,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('offers a new link for an expired token', () => {
    renderWithProviders([{ path: 'verificacion-error', element: <VerificationErrorPage /> }], {
      route: '/verificacion-error?reason=expired_token',
    });
    expect(screen.getByRole('button', { name: 'Enviar un nuevo enlace' })).toBeInTheDocument();
  });
});

describe('/verificacion-completa', () => {
  it("shows 'Cuenta Activada', a different text when already verified, and a button to /login", () => {
    renderWithProviders([{ path: 'verificacion-completa', element: <VerificationCompletePage /> }], { route: '/verificacion-completa' });
    expect(screen.getByRole('heading', { name: 'Cuenta Activada' })).toBeInTheDocument();
    const fresh = screen.getByText(/fue verificado con éxito/);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(fresh).toBeInTheDocument();
  });

  it('shows the already-verified text', () => {
    renderWithProviders([{ path: 'verificacion-completa', element: <VerificationCompletePage /> }], {
      route: '/verificacion-completa?already_verified=true',
    });
    expect(screen.getByText(/ya estaba verificado/)).toBeInTheDocument();
  });
});
