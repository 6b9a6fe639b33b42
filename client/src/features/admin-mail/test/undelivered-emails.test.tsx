import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UndeliveredEmail } from '@app/shared/outbox';
import UndeliveredEmailsPage from '../routes/undelivered-emails-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const failed: UndeliveredEmail = {
  id: 7,
  to: 'ana@correo.test',
  subject: 'Confirma tu asesoría',
  status: 'failed',
  attempts: 12,
  lastError: '550 5.1.1 User unknown',
  createdAt: '2026-11-20T15:00:00.000Z',
  nextAttemptAt: null,
};

describe('Correos no entregados', () => {
  it('lists recipient, subject, last error and attempts, and retries one', async () => {
    let emails = [failed];
    const calls = fakeAdminServer((call) => {
      if (call.method === 'GET') return { status: 200, data: { emails } };
      emails = [];
      return { status: 200, data: { message: 'El correo se volverá a enviar en unos segundos.' } };
    });
    renderWithProviders(<UndeliveredEmailsPage />);
    const row = (await screen.findByText('ana@correo.test')).closest('tr')!;
    expect(within(row).getByText('Confirma tu asesoría')).toBeInTheDocument();
    expect(within(row).getByText('550 5.1.1 User unknown')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('No entregado')).toBeInTheDocument();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Reintentar el correo a ana@correo.test' }));
    expect(await screen.findByText('El correo se volverá a enviar en unos segundos.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/admin/correos-no-entregados/7/reintentar')).toBe(true);
    await waitFor(() => expect(screen.getByText('Todos los correos se entregaron.')).toBeInTheDocument());
  });

  it('shows the server message when the retry is refused', async () => {
    fakeAdminServer((call) =>
      call.method === 'GET'
        ? { status: 200, data: { emails: [failed] } }
        : { status: 404, data: { message: 'Ese correo no existe o ya fue entregado.', error: 'Ese correo no existe o ya fue entregado.' } },
    );
    renderWithProviders(<UndeliveredEmailsPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('Ese correo no existe o ya fue entregado.')).toBeInTheDocument();
  });
});
