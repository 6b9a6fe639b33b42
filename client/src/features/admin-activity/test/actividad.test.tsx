import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityPage } from '@app/shared/activity';
import ActividadPage, { detailLines } from '../routes/actividad-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

describe('Actividad', () => {
  const page = (ids: number[], nextCursor: number | null): ActivityPage => ({
    items: ids.map((id) => ({
      id,
      at: '2026-11-20T15:00:00.000Z',
      adminId: 1,
      adminUsername: 'laura',
      action: 'booking.updated',
      target: `registro:${id}`,
      detail: { antes: { fecha: '2026-11-25', hora: '09:00' }, despues: { fecha: '2026-11-25', hora: '11:00' }, campos: ['peso_actual'] },
      ip: '10.0.0.1',
    })),
    nextCursor,
    admins: [{ id: 1, username: 'laura' }],
  });

  it('lists the log with labels, filters by action and pages to older entries', async () => {
    const calls = fakeAdminServer((call) => ({ status: 200, data: call.params?.cursor ? page([3], null) : page([5, 4], 4) }));
    const user = userEvent.setup();
    renderWithProviders(<ActividadPage />);
    expect(await screen.findByText('registro:5')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('Reserva editada')).toHaveLength(2);
    expect(screen.getAllByText('Campos cambiados: peso_actual')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Más antiguas/ }));
    expect(await screen.findByText('registro:3')).toBeInTheDocument();
    expect(calls[calls.length - 1]!.params).toMatchObject({ cursor: '4' });
    await user.click(screen.getByRole('button', { name: /Más recientes/ }));
    expect(await screen.findByText('registro:5')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Acción'), 'login.failed');
    await waitFor(() => expect(calls[calls.length - 1]!.params).toEqual({ accion: 'login.failed' }));
  });

  it('formats a detail as short lines', () => {
    expect(detailLines({ antes: { estado: 'confirmada' }, despues: { estado: 'cancelada' }, notificarCliente: false })).toEqual([
      'Antes: confirmada',
      'Después: cancelada',
      'Aviso a la clienta: no',
    ]);
    expect(detailLines(null)).toEqual([]);
  });
});
