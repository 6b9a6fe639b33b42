import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BloqueoForm } from '../components/bloqueo-form';
import BloqueosPage from '../routes/bloqueos-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const PAIR = 'Para un rango horario, se requieren ambas horas (inicio y fin) o ninguna.';

function renderForm() {
  const onSubmit = vi.fn(async () => true);
  render(<BloqueoForm onSubmit={onSubmit} />);
  return onSubmit;
}

const setValue = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Bloqueo form rules (spec §5)', () => {
  it('requires a date', async () => {
    const onSubmit = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    expect(await screen.findByText('La fecha es obligatoria.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a whole day without hours and an empty reason as null', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Bloquear el día completo')).toBeChecked();
    expect(screen.queryByLabelText('Hora de inicio')).not.toBeInTheDocument();
    setValue(/Fecha/, '2030-03-10');
    await userEvent.setup().click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fecha: '2030-03-10', motivo: null, hora_inicio: null, hora_fin: null }));
  });

  it('shows start and end only when not whole day, with the start as the minimum end', async () => {
    renderForm();
    await userEvent.setup().click(screen.getByLabelText('Bloquear el día completo'));
    setValue(/Hora de inicio/, '09:00');
    expect(screen.getByLabelText('Hora de fin')).toHaveAttribute('min', '09:00');
  });

  it('refuses a range with only one hour', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    setValue(/Fecha/, '2030-03-11');
    await user.click(screen.getByLabelText('Bloquear el día completo'));
    setValue(/Hora de inicio/, '09:00');
    await user.click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    expect(await screen.findByText(PAIR)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end before the start', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    setValue(/Fecha/, '2030-03-12');
    await user.click(screen.getByLabelText('Bloquear el día completo'));
    setValue(/Hora de inicio/, '15:00');
    setValue(/Hora de fin/, '10:00');
    await user.click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    expect(await screen.findByText('La hora de fin debe ser posterior a la hora de inicio.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a time range with its reason', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    setValue(/Fecha/, '2030-03-13');
    await user.click(screen.getByLabelText('Bloquear el día completo'));
    setValue(/Hora de inicio/, '08:00');
    setValue(/Hora de fin/, '12:00');
    setValue(/Motivo/, '  Capacitación ');
    await user.click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ fecha: '2030-03-13', motivo: 'Capacitación', hora_inicio: '08:00', hora_fin: '12:00' }),
    );
  });
});

describe('Bloqueos page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const list = [
    { id: 1, fecha: '2030-01-05', hora_inicio: null, hora_fin: null, motivo: 'Vacaciones' },
    { id: 2, fecha: '2030-01-06', hora_inicio: '08:00', hora_fin: '10:00', motivo: null },
  ];

  it('lists the blocks with Día completo and - for no reason', async () => {
    fakeAdminServer(() => ({ status: 200, data: list }));
    renderWithProviders(<BloqueosPage />);
    expect(await screen.findByText('Día completo')).toBeInTheDocument();
    expect(screen.getByText('08:00 - 10:00')).toBeInTheDocument();
    expect(screen.getByText('Vacaciones')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    for (const h of ['ID', 'Fecha', 'Horario', 'Motivo', 'Eliminar'])
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
  });

  it('shows the empty and the load-error texts', async () => {
    fakeAdminServer(() => ({ status: 200, data: [] }));
    const { unmount } = renderWithProviders(<BloqueosPage />);
    expect(await screen.findByText('No hay bloqueos registrados.')).toBeInTheDocument();
    unmount();
    fakeAdminServer(() => ({ status: 500, data: {} }));
    renderWithProviders(<BloqueosPage />);
    expect(await screen.findByText('No se pudieron cargar los bloqueos.')).toBeInTheDocument();
  });

  it("shows '¡Bloqueo creado exitosamente!' for 5 s and the overlap warning", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const calls = fakeAdminServer(({ method }) =>
      method === 'POST'
        ? {
            status: 201,
            data: {
              message: 'ok',
              bloqueo: { id: 3 },
              overlappingBookings: 2,
              warning: 'Atención: este bloqueo coincide con 2 asesoría(s) ya agendada(s).',
            },
          }
        : { status: 200, data: [] },
    );
    renderWithProviders(<BloqueosPage />);
    await screen.findByText('No hay bloqueos registrados.');
    setValue(/Fecha/, '2030-02-01');
    fireEvent.click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    expect(await screen.findByText('¡Bloqueo creado exitosamente!')).toBeInTheDocument();
    expect(screen.getByText(/coincide con 2 asesoría/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.data).toEqual({ fecha: '2030-02-01', motivo: null, hora_inicio: null, hora_fin: null });
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('¡Bloqueo creado exitosamente!')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('¡Bloqueo creado exitosamente!')).not.toBeInTheDocument();
  });

  it("prefixes the server's message with 'Error: '", async () => {
    fakeAdminServer(({ method }) =>
      method === 'POST' ? { status: 400, data: { message: 'La fecha es obligatoria.', error: 'x' } } : { status: 200, data: [] },
    );
    renderWithProviders(<BloqueosPage />);
    await screen.findByText('No hay bloqueos registrados.');
    setValue(/Fecha/, '2030-02-02');
    fireEvent.click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    expect(await screen.findByText('Error: La fecha es obligatoria.')).toBeInTheDocument();
  });

  it("says 'Error desconocido al intentar crear el bloqueo.' without a server message", async () => {
    fakeAdminServer(({ method }) => (method === 'POST' ? 'network' : { status: 200, data: [] }));
    renderWithProviders(<BloqueosPage />);
    await screen.findByText('No hay bloqueos registrados.');
    setValue(/Fecha/, '2030-02-03');
    fireEvent.click(screen.getByRole('button', { name: /Crear Bloqueo/ }));
    expect(await screen.findByText('Error desconocido al intentar crear el bloqueo.')).toBeInTheDocument();
  });

  it('asks before deleting and reports a failed delete', async () => {
    const calls = fakeAdminServer(({ method }) => (method === 'DELETE' ? { status: 500, data: {} } : { status: 200, data: list }));
    renderWithProviders(<BloqueosPage />);
    const [first] = await screen.findAllByRole('button', { name: /Eliminar bloqueo/ });
    fireEvent.click(first);
    const confirm = screen.getByRole('dialog', { name: 'Eliminar bloqueo' });
    expect(confirm).toHaveTextContent('¿Seguro que deseas eliminar este bloqueo?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(first);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el bloqueo.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/admin/bloqueos/1');
  });
});
