import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import AgendaPage from '../routes/agenda-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer, type FakeCall } from '../../../../test/fake-api';
import { registroFixture } from '../../../../test/registro-fixture';

const people = Array.from({ length: 5 }, (_, i) => registroFixture({ id: i + 1, nombre: `Persona${i + 1}`, apellidos: 'Prueba' }));

/** The server's paging: two rows a page, the total in X-Total-Count, the next page in Link. */
function pagedServer(rows = people, failSecondPage = false) {
  return fakeAdminServer((call: FakeCall) => {
    if (call.url !== '/admin/registros') return { status: 404, data: {} };
    const cursor = call.params?.cursor as string | undefined;
    if (cursor && failSecondPage) return 'network';
    const start = cursor ? Number(cursor) : 0;
    const page = rows.slice(start, start + 2);
    const next = start + 2 < rows.length ? `</api/admin/registros?scope=upcoming&limit=50&cursor=${start + 2}>; rel="next"` : undefined;
    return { status: 200, data: page, headers: { 'X-Total-Count': String(rows.length), ...(next ? { Link: next } : {}) } };
  });
}

describe('Agenda pages', () => {
  it('shows the total and loads the next pages with "Cargar más" until the last one', async () => {
    const calls = pagedServer();
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByText('Persona1 Prueba')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 2 de 5 asesorías')).toBeInTheDocument();
    expect(calls[0]!.params).toEqual({ scope: 'upcoming', limit: 50 });

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Persona4 Prueba')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 4 de 5 asesorías')).toBeInTheDocument();
    expect(calls.at(-1)!.params).toEqual({ scope: 'upcoming', limit: 50, cursor: '2' });
    // The rows already loaded stay, in order.
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent?.match(/Persona\d/)?.[0]),
    ).toEqual(['Persona1', 'Persona2', 'Persona3', 'Persona4']);

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Persona5 Prueba')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 5 de 5 asesorías')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('starts again from the first page when a filter changes, keeping the filter on the next pages', async () => {
    const calls = pagedServer();
    renderWithProviders(<AgendaPage />);
    await screen.findByText('Persona1 Prueba');
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'past' } });
    await waitFor(() => expect(calls.at(-1)!.params).toEqual({ scope: 'past', limit: 50 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(calls.at(-1)!.params).toEqual({ scope: 'past', limit: 50, cursor: '2' }));
  });

  it('keeps the loaded rows and explains it when the next page fails', async () => {
    pagedServer(people, true);
    renderWithProviders(<AgendaPage />);
    await screen.findByText('Persona1 Prueba');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('No se pudieron cargar más registros.')).toBeInTheDocument();
    expect(screen.getByText('Persona2 Prueba')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeEnabled();
  });

  it('says "1 de 1" for a single booking and shows no button', async () => {
    pagedServer(people.slice(0, 1));
    renderWithProviders(<AgendaPage />);
    expect(await screen.findByText('Mostrando 1 de 1 asesoría')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });
});
