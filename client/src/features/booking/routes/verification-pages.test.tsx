import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import VerificationSuccessPage from './verification-success-page';
import VerificationErrorPage from './verification-error-page';
import VerificationPendingPage from './verification-pending-page';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/verification-success', element: <VerificationSuccessPage /> },
      { path: '/verification-error', element: <VerificationErrorPage /> },
      { path: '/verification-pending', element: <VerificationPendingPage /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

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
});
