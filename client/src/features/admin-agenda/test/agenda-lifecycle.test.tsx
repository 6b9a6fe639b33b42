import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import AgendaPage from '../routes/agenda-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer, type FakeCall } from '../../../../test/fake-api';
import { registroFixture } from '../../../../test/registro-fixture';
import { openAnaEditor, savedAs } from './ana-editor';

// The agenda's side: states, the state filter, the client's notice, attendance.

const ana = registroFixture();
const pendiente = registroFixture({ id: 8, nombre: 'Bruno', apellidos: 'Díaz', estado: 'pendiente', verified: false });
const cancelada = registroFixture({
  id: 9,
  nombre: 'Carla',
  apellidos: 'Mora',
  estado: 'cancelada',
  verified: false,
  cancelado_por: 'cliente',
  motivo_cancelacion: 'Viaje de trabajo',
  cancelado_at: '2030-05-10T20:15:00.000Z', // 10 May 2030, 3:15 p. m. in Colombia
});

const byMethod = (calls: FakeCall[], method: string) => calls.filter((c) => c.method === method);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Agenda state filter', () => {
  it("offers 'Todos' and every state, sends estado with the scope, and drops it again for 'Todos'", async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: [] }));
    renderWithProviders(<AgendaPage />);
    await screen.findByText('No hay asesorías agendadas y verificadas.');
    expect(calls[0].params).toEqual({ scope: 'upcoming', limit: 50 });

    const select = screen.getByLabelText('Estado');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Pendiente', 'Confirmada', 'Cancelada', 'Asistió', 'No asistió']);
    fireEvent.change(select, { target: { value: 'pendiente' } });
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ scope: 'upcoming', estado: 'pendiente', limit: 50 }));
    expect(await screen.findByText('No hay asesorías en estado «Pendiente» en esta lista.')).toBeInTheDocument();

    // Any booking is reachable: every scope with any state.
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'all' } });
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ scope: 'all', estado: 'pendiente', limit: 50 }));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'bruno' } });
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ scope: 'all', estado: 'pendiente', q: 'bruno', limit: 50 }));

    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ scope: 'all', q: 'bruno', limit: 50 }));
  });

  it('exports the CSV of the list shown, state included', async () => {
    const createObjectURL = vi.fn(() => 'blob:agenda');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = fakeAdminServer(({ url }) =>
      url.endsWith('export.csv')
        ? { status: 200, data: new Blob(['\uFEFFID']), headers: { 'content-disposition': 'attachment; filename="agenda-2030-05-01.csv"' } }
        : { status: 200, data: [cancelada] },
    );
    renderWithProviders(<AgendaPage />);
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'cancelada' } });
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'past' } });
    await screen.findByText('Carla Mora');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csv = calls.find((c) => c.url === '/admin/registros/export.csv');
    expect(csv?.params).toEqual({ scope: 'past', estado: 'cancelada' });
  });
});

describe('Agenda states', () => {
  it('shows each row’s state as a badge with its word', async () => {
    fakeAdminServer(() => ({ status: 200, data: [ana, pendiente, cancelada] }));
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    for (const [name, label] of [
      ['Ana Pérez Gómez', 'Confirmada'],
      ['Bruno Díaz', 'Pendiente'],
      ['Carla Mora', 'Cancelada'],
    ]) {
      const row = screen.getByText(name).closest('tr')!;
      const badge = within(row).getByText(label);
      expect(badge).toHaveClass('badge');
      expect(badge.closest('td')).toHaveAttribute('data-label', 'Estado');
    }
  });

  it('shows in the details who cancelled, why and when', async () => {
    const adminCancelled = registroFixture({
      id: 10,
      nombre: 'Dora',
      apellidos: 'Vélez',
      estado: 'cancelada',
      verified: false,
      cancelado_por: 'admin',
      cancelado_at: '2030-05-11T13:00:00.000Z',
    });
    fakeAdminServer(() => ({ status: 200, data: [ana, cancelada, adminCancelled] }));
    renderWithProviders(<AgendaPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Detalles de Carla Mora' }));
    let dialog = screen.getByRole('dialog', { name: 'Detalles de Carla Mora' });
    const value = (label: string) => within(dialog).getByText(label).nextSibling;
    expect(value('Estado')).toHaveTextContent('Cancelada');
    expect(value('Cancelada por')).toHaveTextContent('el cliente');
    expect(value('Motivo de la cancelación')).toHaveTextContent('Viaje de trabajo');
    expect(value('Cancelada el')).toHaveTextContent(/10\/05\/2030.*3:15/);
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Detalles de Dora Vélez' }));
    dialog = screen.getByRole('dialog', { name: 'Detalles de Dora Vélez' });
    expect(value('Cancelada por')).toHaveTextContent('el equipo');
    expect(value('Motivo de la cancelación')).toHaveTextContent('-');
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Detalles de Ana Pérez Gómez' }));
    dialog = screen.getByRole('dialog', { name: 'Detalles de Ana Pérez Gómez' });
    expect(value('Estado')).toHaveTextContent('Confirmada');
    expect(within(dialog).queryByText('Cancelada por')).not.toBeInTheDocument();
  });
});

describe('Agenda edit: state and the client’s notice', () => {
  it('sends the chosen state with verified in step, and notificarCliente ticked by default', async () => {
    const calls = await openAnaEditor();
    const dialog = screen.getByRole('dialog', { name: 'Editar registro #7' });
    // the fields below the first screen mount a frame after the dialog
    expect(await within(dialog).findByLabelText(/^Estado/)).toHaveValue('confirmada');
    const notify = within(dialog).getByLabelText('Notificar al cliente');
    expect(notify).toBeChecked();
    expect(notify).toHaveAccessibleDescription('Se enviará al cliente la invitación actualizada o la cancelación por correo.');
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar Cambios/ }));
    await screen.findByText('¡Registro actualizado exitosamente!');
    expect(byMethod(calls, 'PUT')[0].data).toMatchObject({ estado: 'confirmada', verified: true, notificarCliente: true });
  });

  it('un-verifies to Pendiente without telling the client when unticked', async () => {
    const calls = await openAnaEditor(savedAs({ ...ana, estado: 'pendiente' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar registro #7' });
    fireEvent.change(await within(dialog).findByLabelText(/^Estado/), { target: { value: 'pendiente' } });
    fireEvent.click(within(dialog).getByLabelText('Notificar al cliente'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar Cambios/ }));
    await screen.findByText('¡Registro actualizado exitosamente!');
    const put = byMethod(calls, 'PUT')[0];
    expect(put.url).toBe('/admin/registros/7');
    expect(put.data).toMatchObject({ estado: 'pendiente', verified: false, notificarCliente: false });
  });

  it('cancels with the notice, and keeps the modal open with the server’s 409', async () => {
    const calls = fakeAdminServer(({ method, data }) => {
      if (method !== 'PUT') return { status: 200, data: [cancelada] };
      return (data as { estado: string }).estado === 'confirmada'
        ? { status: 409, data: { message: LIFECYCLE_MESSAGES.slotTakenForEstado } }
        : { status: 200, data: { message: 'Registro actualizado exitosamente.', registro: cancelada } };
    });
    renderWithProviders(<AgendaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Carla Mora' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar registro #9' });
    expect(await within(dialog).findByLabelText(/^Estado/)).toHaveValue('cancelada');
    fireEvent.change(within(dialog).getByLabelText(/^Estado/), { target: { value: 'confirmada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar Cambios/ }));
    expect(await within(dialog).findByText(LIFECYCLE_MESSAGES.slotTakenForEstado)).toBeInTheDocument();
    expect(byMethod(calls, 'PUT')[0].data).toMatchObject({ estado: 'confirmada', verified: true, notificarCliente: true });
  });
});

describe('Agenda delete: the client’s notice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-15T12:00:00.000Z'));
  });

  it('tells the client by default, and sends notificarCliente=false when unticked', async () => {
    const bruno = registroFixture({ id: 8, nombre: 'Bruno', apellidos: 'Díaz' });
    const calls = fakeAdminServer(({ method }) =>
      method === 'DELETE' ? { status: 200, data: { message: 'Registro eliminado exitosamente.' } } : { status: 200, data: [ana, bruno] },
    );
    renderWithProviders(<AgendaPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Ana Pérez Gómez' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminar registro' });
    const notify = within(dialog).getByLabelText('Notificar al cliente');
    expect(notify).toBeChecked();
    expect(notify).toHaveAccessibleDescription('Se enviará al cliente la cancelación por correo.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(byMethod(calls, 'DELETE')).toHaveLength(1));
    expect(byMethod(calls, 'DELETE')[0]).toMatchObject({ url: '/admin/registros/7', params: undefined });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Bruno Díaz' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar registro' });
    fireEvent.click(within(dialog).getByLabelText('Notificar al cliente'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(byMethod(calls, 'DELETE')).toHaveLength(2));
    expect(byMethod(calls, 'DELETE')[1]).toMatchObject({ url: '/admin/registros/8', params: { notificarCliente: 'false' } });
  });

  it('offers no notice for a booking already past or cancelled (nothing would be sent)', async () => {
    const past = registroFixture({
      id: 11,
      nombre: 'Elena',
      apellidos: 'Soto',
      fecha_asesoria: '2030-05-01T14:00:00.000Z',
      fecha: '2030-05-01',
    });
    const calls = fakeAdminServer(({ method }) =>
      method === 'DELETE'
        ? { status: 200, data: { message: 'Registro eliminado exitosamente.' } }
        : { status: 200, data: [past, cancelada] },
    );
    renderWithProviders(<AgendaPage />);
    for (const name of ['Elena Soto', 'Carla Mora']) {
      fireEvent.click(await screen.findByRole('button', { name: `Eliminar ${name}` }));
      const dialog = screen.getByRole('dialog', { name: 'Eliminar registro' });
      expect(within(dialog).queryByLabelText('Notificar al cliente')).not.toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    }
    expect(byMethod(calls, 'DELETE')).toHaveLength(0);
  });
});

describe('Agenda attendance', () => {
  // 20 May 2030, 10:30 in Colombia: Ana's 09:00 appointment has taken place.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-20T15:30:00.000Z'));
  });

  const later = registroFixture({ id: 12, nombre: 'Félix', apellidos: 'Gil', fecha_asesoria: '2030-05-20T16:00:00.000Z', hora: '11:00' });
  const pendingPast = registroFixture({ id: 13, nombre: 'Gina', apellidos: 'Paz', estado: 'pendiente', verified: false });
  const attended = registroFixture({ id: 14, nombre: 'Hugo', apellidos: 'Rey', estado: 'asistio' });

  it('offers Asistió / No asistió only for taken-place bookings that held their slot', async () => {
    fakeAdminServer(() => ({ status: 200, data: [ana, later, pendingPast, cancelada, attended] }));
    renderWithProviders(<AgendaPage />);
    const group = await screen.findByRole('group', { name: 'Asistencia de Ana Pérez Gómez' });
    expect(within(group).getByRole('button', { name: 'Asistió' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'No asistió' })).toHaveAttribute('aria-pressed', 'false');
    const hugo = screen.getByRole('group', { name: 'Asistencia de Hugo Rey' });
    expect(within(hugo).getByRole('button', { name: 'Asistió' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Félix Gil', 'Gina Paz', 'Carla Mora']) {
      expect(screen.queryByRole('group', { name: `Asistencia de ${name}` })).not.toBeInTheDocument();
    }
  });

  it('marks attendance and shows the server’s message', async () => {
    const calls = fakeAdminServer(({ method }) =>
      method === 'PUT'
        ? { status: 200, data: { message: LIFECYCLE_MESSAGES.asistenciaSaved, registro: { ...ana, estado: 'no_asistio' } } }
        : { status: 200, data: [ana] },
    );
    renderWithProviders(<AgendaPage />);
    const group = await screen.findByRole('group', { name: 'Asistencia de Ana Pérez Gómez' });
    fireEvent.click(within(group).getByRole('button', { name: 'No asistió' }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.asistenciaSaved)).toBeInTheDocument();
    expect(byMethod(calls, 'PUT')).toEqual([
      { method: 'PUT', url: '/admin/registros/7/asistencia', data: { asistio: false }, params: undefined },
    ]);
    // the list is read again after the change
    await waitFor(() => expect(byMethod(calls, 'GET').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal (409)', async () => {
    fakeAdminServer(({ method }) =>
      method === 'PUT' ? { status: 409, data: { message: LIFECYCLE_MESSAGES.asistenciaFuture } } : { status: 200, data: [ana] },
    );
    renderWithProviders(<AgendaPage />);
    const group = await screen.findByRole('group', { name: 'Asistencia de Ana Pérez Gómez' });
    fireEvent.click(within(group).getByRole('button', { name: 'Asistió' }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.asistenciaFuture)).toBeInTheDocument();
  });
});
