import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AgendaPage from '../routes/agenda-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';
import { registroFixture } from '../../../../test/registro-fixture';
import { openAnaEditor } from './ana-editor';

const ana = registroFixture();

afterEach(() => {
  vi.useRealTimers();
});

describe('Agenda table', () => {
  it('shows the spec columns with the Colombia date and time', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: [ana] }));
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByText('Ana Pérez Gómez')).toBeInTheDocument();
    for (const h of ['ID', 'Fecha', 'Hora', 'Nombre completo', 'Correo', 'Teléfono', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    const row = screen.getByText('Ana Pérez Gómez').closest('tr')!;
    expect(within(row).getByText(/09:00/)).toBeInTheDocument();
    expect(within(row).getByText(/20/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/admin/registros', params: { scope: 'upcoming' } });
  });

  it("shows 'No hay asesorías agendadas y verificadas.' when empty", async () => {
    fakeAdminServer(() => ({ status: 200, data: [] }));
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByText('No hay asesorías agendadas y verificadas.')).toBeInTheDocument();
  });

  it('explains a load failure', async () => {
    fakeAdminServer(() => 'network');
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByText('No se pudieron cargar los registros.')).toBeInTheDocument();
    expect(screen.getByText('No se pudo conectar con el servidor para obtener registros.')).toBeInTheDocument();
  });

  it('filters past bookings and searches by text', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: [] }));
    renderWithProviders(<AgendaPage />);
    await screen.findByText('No hay asesorías agendadas y verificadas.');
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'past' } });
    await waitFor(() => expect(calls.some((c) => c.params?.scope === 'past')).toBe(true));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'ana' } });
    await waitFor(() => expect(calls.some((c) => c.params?.scope === 'past' && c.params?.q === 'ana')).toBe(true));
  });
});

describe('Agenda details modal', () => {
  it('shows every field, lists in Spanish and Sí/No', async () => {
    fakeAdminServer(() => ({ status: 200, data: [ana] }));
    renderWithProviders(<AgendaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Detalles de Ana Pérez Gómez' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalles de Ana Pérez Gómez' });
    expect(within(dialog).getByText('Gastritis, Tensión arterial')).toBeInTheDocument();
    expect(within(dialog).getByText('Pérdida de peso')).toBeInTheDocument();
    expect(within(dialog).getByText('Correr 10K')).toBeInTheDocument();
    expect(within(dialog).getByText('65,5 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('162 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('Verificado').nextSibling).toHaveTextContent('Sí');
    expect(within(dialog).getByText('Femenino')).toBeInTheDocument();
    expect(within(dialog).getByText('P-9')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Agenda edit modal', () => {
  it('sends integers, the decimal weight and the Colombia slot as an ISO instant, then shows the success for 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const calls = await openAnaEditor();
    const dialog = screen.getByRole('dialog', { name: 'Editar registro #7' });
    // a text input with a decimal keyboard: the decimal comma reads as in every form (shared/fields.ts)
    expect(await within(dialog).findByLabelText(/Peso actual/)).toHaveAttribute('inputmode', 'decimal');
    fireEvent.change(within(dialog).getByLabelText(/Edad/), { target: { value: '35' } });
    fireEvent.change(within(dialog).getByLabelText(/Peso actual/), { target: { value: '64,25' } });
    fireEvent.change(within(dialog).getByLabelText(/Fecha de la asesoría/), { target: { value: '2030-05-21' } });
    fireEvent.change(within(dialog).getByLabelText(/Hora \(Colombia\)/), { target: { value: '14:00' } });
    // the chip lists mount a frame after the dialog
    fireEvent.click(await within(dialog).findByLabelText('Anemia'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar Cambios/ }));

    expect(await screen.findByText('¡Registro actualizado exitosamente!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/admin/registros/7');
    expect(put.data).toMatchObject({
      nombre: 'Ana',
      edad: 35,
      estatura: 162,
      peso_actual: 64.25,
      fecha_asesoria: '2030-05-21T19:00:00.000Z',
      objetivos: ['perdidaPeso'],
      recomendado_por: null,
      id_patrocinador: 'P-9',
      politica_privacidad: true,
      verified: true,
    });
    expect([...(put.data as { sufre_de: string[] }).sufre_de].sort()).toEqual(['anemia', 'gastritis', 'tensionArterial']);
    await act(async () => {
      vi.advanceTimersByTime(5100);
    });
    expect(screen.queryByText('¡Registro actualizado exitosamente!')).not.toBeInTheDocument();
  });

  it('keeps the modal open with the server message on a taken slot (409)', async () => {
    await openAnaEditor({ status: 409, data: { message: 'Ese horario ya no está disponible. Por favor, elige otra hora.' } });
    fireEvent.click(screen.getByRole('button', { name: /Guardar Cambios/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ese horario ya no está disponible. Por favor, elige otra hora.')).toBeInTheDocument();
  });

  it("says 'No se pudo guardar los cambios.' without a server message", async () => {
    await openAnaEditor('network');
    fireEvent.click(screen.getByRole('button', { name: /Guardar Cambios/ }));
    expect(await screen.findByText('No se pudo guardar los cambios.')).toBeInTheDocument();
  });

  it('checks the §5 rules before sending', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: [ana] }));
    renderWithProviders(<AgendaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Ana Pérez Gómez' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar Cambios/ }));
    expect(await within(dialog).findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('requires sufre_de and objetivos, and says a blank age or height is required (§5 Registro edit)', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: [registroFixture({ sufre_de: [], objetivos: [] })] }));
    renderWithProviders(<AgendaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Ana Pérez Gómez' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(/Edad/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/Estatura/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar Cambios/ }));
    expect(await within(dialog).findByText('La edad es obligatoria.')).toBeInTheDocument();
    expect(within(dialog).getByText('La estatura es obligatoria.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona al menos una opción de "Sufre de".')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona al menos un objetivo.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/debe estar entre/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('Agenda delete', () => {
  it('asks first (Cancelar sends nothing), then deletes, and reports a failure', async () => {
    const calls = fakeAdminServer(({ method }) => (method === 'DELETE' ? { status: 500, data: {} } : { status: 200, data: [ana] }));
    renderWithProviders(<AgendaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Ana Pérez Gómez' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminar registro' });
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar el registro de Ana Pérez Gómez? El horario quedará libre.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Ana Pérez Gómez' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar registro' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el registro.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/admin/registros/7');
  });
});
