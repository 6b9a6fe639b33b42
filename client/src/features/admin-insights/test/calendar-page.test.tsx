import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalendarPage from '../routes/calendar-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const FIRST = 'https://sitio.test/calendario/primer-token-primer-token-primer-token-12.ics';
const SECOND = 'https://sitio.test/calendario/segundo-token-segundo-token-segundo-tok.ics';

describe('Calendario', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the private address, copies it, and explains Google Calendar and iPhone', async () => {
    fakeAdminServer(() => ({ status: 200, data: { url: FIRST } }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<CalendarPage />);
    const input = await screen.findByLabelText('Dirección del calendario');
    expect(input).toHaveValue(FIRST);
    expect(input).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Dirección copiada.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En Google Calendar (desde un computador)' })).toBeInTheDocument();
    expect(screen.getByText('Otros calendarios')).toBeInTheDocument();
    expect(screen.getByText('Desde URL')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En un iPhone' })).toBeInTheDocument();
    expect(screen.getByText(/Ajustes → Calendario → Cuentas → Añadir cuenta → Otra → Añadir calendario suscrito/)).toBeInTheDocument();
  });

  it('generates a new address only after confirming', async () => {
    let url = FIRST;
    const calls = fakeAdminServer((call) => {
      if (call.method === 'POST') url = SECOND;
      return { status: 200, data: { url } };
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarPage />);
    await screen.findByDisplayValue(FIRST);

    await user.click(screen.getByRole('button', { name: 'Generar una dirección nueva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar una dirección nueva' });
    expect(dialog).toHaveTextContent('dejará de funcionar');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Generar una dirección nueva' }));
    await user.click(await screen.findByRole('button', { name: 'Generar' }));
    await waitFor(() => expect(screen.getByLabelText('Dirección del calendario')).toHaveValue(SECOND));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/admin/calendario/regenerar']);
    expect(await screen.findByText(/La anterior ya no funciona/)).toBeInTheDocument();
  });

  it('selects the address when the clipboard is refused', async () => {
    fakeAdminServer(() => ({ status: 200, data: { url: FIRST } }));
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<CalendarPage />);
    await screen.findByDisplayValue(FIRST);
    await user.click(screen.getByRole('button', { name: 'Copiar dirección' }));
    expect(await screen.findByText(/No se pudo copiar automáticamente/)).toBeInTheDocument();
  });
});
