import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BookingVerifiedResponse } from '@app/shared/booking-lifecycle';
import { userApi } from '../../../lib/api-client';
import { renderWithProviders, LocationProbe } from '../../../../test/render';
import { httpError, networkError, okResponse } from '../../../../test/fake-api';
import ConfirmBookingPage from './confirm-booking-page';
import VerificationSuccessPage from './verification-success-page';

const VERIFIED: BookingVerifiedResponse = {
  alreadyConfirmed: false,
  nombres: 'María José',
  apellidos: 'Núñez',
  fechaAsesoria: '2026-12-05',
  horaAsesoria: '08:00',
  gestionToken: 'gestion-token-123',
};

function renderConfirm(token = 'tok-abc', target: 'probe' | 'success' = 'probe') {
  return renderWithProviders(<ConfirmBookingPage />, {
    route: `/confirmar-asesoria/${token}`,
    path: '/confirmar-asesoria/:token',
    // as in the app (main.tsx): StrictMode runs the mount effect twice
    strict: true,
    routes: [
      { path: '/verification-success', element: target === 'probe' ? <LocationProbe /> : <VerificationSuccessPage /> },
      { path: '/verification-error', element: <LocationProbe /> },
    ],
  }).router;
}

afterEach(() => vi.restoreAllMocks());

describe('/confirmar-asesoria/:token', () => {
  it('confirms with one POST, even under StrictMode, and replaces itself with the success page; the manage token stays out of the URL', async () => {
    let answer!: (v: unknown) => void;
    const post = vi.spyOn(userApi, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const router = renderConfirm();
    expect(screen.getByRole('status')).toHaveTextContent('Confirmando tu asesoría...');
    answer(okResponse(VERIFIED));
    await screen.findByTestId('location');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/registros/verificar', { token: 'tok-abc' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/verification-success');
    // opened in view: the layout's main
    expect(router.state.location.hash).toBe('#contenido');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      nombres: 'María José',
      apellidos: 'Núñez',
      fechaAsesoria: '2026-12-05',
      horaAsesoria: '08:00',
    });
    expect(router.state.location.state).toEqual({ gestionToken: 'gestion-token-123' });
    expect(router.state.location.search).not.toContain('gestion-token-123');
  });

  it('lands on the success page with the "Gestionar mi asesoría" link', async () => {
    vi.spyOn(userApi, 'post').mockResolvedValue(okResponse(VERIFIED));
    renderConfirm('tok-abc', 'success');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('¡Hola, María José Núñez!');
    expect(screen.getByText('5 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar mi asesoría' })).toHaveAttribute('href', '/mi-asesoria/gestion-token-123#contenido');
    expect(screen.queryByText(/ya estaba confirmada/)).not.toBeInTheDocument();
  });

  it('an already confirmed booking: confirmada=ya and no manage token', async () => {
    vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ ...VERIFIED, alreadyConfirmed: true, gestionToken: null }));
    const router = renderConfirm();
    await screen.findByTestId('location');
    expect(new URLSearchParams(router.state.location.search).get('confirmada')).toBe('ya');
    expect(router.state.location.state).toBeNull();
  });

  it.each([
    ['expired_token', 'expired_token'],
    ['invalid_token', 'invalid_token'],
    [undefined, 'invalid_token'],
    ['<script>', 'invalid_token'],
  ])('a 400 with reason %s → /verification-error?reason=%s', async (reason, expected) => {
    vi.spyOn(userApi, 'post').mockRejectedValue(httpError(400, { message: 'x', error: 'x', reason }));
    const router = renderConfirm();
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/verification-error');
    expect(router.state.location.search).toBe(`?reason=${expected}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a 500', () => httpError(500, { message: 'Error interno', error: 'Error interno' })],
    ['a 502 with an HTML body', () => httpError(502, '<html>Bad gateway</html>')],
    ['no answer', () => networkError()],
  ])('%s → /verification-error?reason=server_error', async (_name, error) => {
    vi.spyOn(userApi, 'post').mockRejectedValue(error());
    const router = renderConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-error'));
    expect(router.state.location.search).toBe('?reason=server_error');
  });
});
