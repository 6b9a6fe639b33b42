import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import { userApi } from '../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { httpError, networkError, okResponse } from '../../../../test/fake-api';
import VerificationSuccessPage from './verification-success-page';
import VerificationErrorPage from './verification-error-page';
import VerificationPendingPage from './verification-pending-page';

function renderAt(url: string, state?: unknown) {
  renderWithProviders(
    [
      { path: '/verification-success', element: <VerificationSuccessPage /> },
      { path: '/verification-error', element: <VerificationErrorPage /> },
      { path: '/verification-pending', element: <VerificationPendingPage /> },
    ],
    { route: url, state },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('booking verification screens (spec §2)', () => {
  it('success: greets the visitor and writes the date in Spanish without time-zone drift', () => {
    renderAt('/verification-success?nombres=Mar%C3%ADa&apellidos=N%C3%BA%C3%B1ez&fechaAsesoria=2026-12-05&horaAsesoria=08:00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Hola, María Núñez!');
    expect(screen.getByText('5 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByText(/08:00/)).toBeInTheDocument();
    expect(screen.getByText(/correo electrónico de confirmación/)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: /guía gratuita/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('success: falls back to the defaults', () => {
    renderAt('/verification-success');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Hola, Usuario!');
    expect(screen.getByText('una fecha no especificada')).toBeInTheDocument();
    expect(screen.getByText('una hora no especificada')).toBeInTheDocument();
  });

  it('success: a malformed date is "una fecha no especificada"', () => {
    renderAt('/verification-success?fechaAsesoria=2026-02-30&horaAsesoria=<b>');
    expect(screen.getByText('una fecha no especificada')).toBeInTheDocument();
    expect(screen.getByText('una hora no especificada')).toBeInTheDocument();
  });

  it('error: explains the reason and offers chat and home', () => {
    renderAt('/verification-error?reason=expired_token');
    expect(screen.getByText('El enlace de verificación ha expirado...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /chat/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('error: an unknown or used link', () => {
    renderAt('/verification-error?reason=invalid_token');
    expect(screen.getByText('El enlace de verificación es inválido o ya fue utilizado.')).toBeInTheDocument();
  });

  it('pending: asks to check the inbox and spam', () => {
    renderAt('/verification-pending');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifica tu correo electrónico');
    expect(screen.getByText(/spam/)).toBeInTheDocument();
  });

  it('success: says when the booking had already been confirmed; without a manage token it points to the e-mail', () => {
    renderAt('/verification-success?nombres=Ana&apellidos=Ruiz&fechaAsesoria=2026-12-05&horaAsesoria=08:00&confirmada=ya');
    expect(screen.getByText('Esta asesoría ya estaba confirmada: no necesitas hacer nada más.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gestionar mi asesoría' })).not.toBeInTheDocument();
    expect(screen.getByText(/enlace «Gestionar mi asesoría» del correo de confirmación/)).toBeInTheDocument();
  });

  it('success: the manage token of router state becomes the "Gestionar mi asesoría" link', () => {
    renderAt('/verification-success?nombres=Ana&fechaAsesoria=2026-12-05&horaAsesoria=08:00', { gestionToken: 'tok/ü' });
    expect(screen.getByRole('link', { name: 'Gestionar mi asesoría' })).toHaveAttribute('href', '/mi-asesoria/tok%2F%C3%BC#contenido');
    expect(screen.queryByText(/ya estaba confirmada/)).not.toBeInTheDocument();
  });

  it('pending, opened directly: the generic text, no hours, no address, no resend', () => {
    renderAt('/verification-pending');
    expect(screen.getByText(/El enlace vence pronto/)).toBeInTheDocument();
    expect(screen.queryByText(/24 horas/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar correo' })).not.toBeInTheDocument();
  });

  it('pending, from the booking form: names the address and the hold hours', () => {
    renderAt('/verification-pending', { email: 'ana@correo.test', holdHours: 2 });
    expect(screen.getByText('ana@correo.test').tagName).toBe('STRONG');
    expect(screen.getByText('El enlace vence en 2 horas; si no lo usas, el horario quedará libre.')).toBeInTheDocument();
    expect(screen.queryByText(/24 horas/)).not.toBeInTheDocument();
  });

  it('pending: one hour is "1 hora"; a missing hold keeps the address and the generic expiry', () => {
    const { unmount } = renderWithProviders([{ path: '/verification-pending', element: <VerificationPendingPage /> }], {
      route: '/verification-pending',
      state: { email: 'a@b.co', holdHours: 1 },
    });
    expect(screen.getByText(/vence en 1 hora;/)).toBeInTheDocument();
    unmount();
    renderAt('/verification-pending', { email: 'a@b.co' });
    expect(screen.getByText('a@b.co')).toBeInTheDocument();
    expect(screen.getByText(/El enlace vence pronto/)).toBeInTheDocument();
  });

  it('pending: "Reenviar correo" sends the address, shows the neutral answer and rests 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (v: unknown) => void;
    const post = vi.spyOn(userApi, 'post').mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt('/verification-pending', { email: 'ana@correo.test', holdHours: 24 });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/registros/reenviar-verificacion', { email: 'ana@correo.test' });
    answer(okResponse({ message: LIFECYCLE_MESSAGES.resendNeutral }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.resendNeutral)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Reenviar correo' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(29_000));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toBeEnabled();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("pending: a 429 shows the server's Spanish message and rests the button too", async () => {
    const limited = 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.';
    vi.spyOn(userApi, 'post').mockRejectedValueOnce(httpError(429, { message: limited, error: limited }));
    renderAt('/verification-pending', { email: 'ana@correo.test', holdHours: 24 });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByRole('button', { name: 'Reenviar correo' })).toBeDisabled();
  });

  it('pending: no answer at all can be retried at once', async () => {
    vi.spyOn(userApi, 'post').mockRejectedValueOnce(networkError());
    renderAt('/verification-pending', { email: 'ana@correo.test', holdHours: 24 });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos reenviar el correo.');
    expect(screen.getByRole('button', { name: 'Reenviar correo' })).toBeEnabled();
  });
});
