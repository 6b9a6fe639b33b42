import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopSettings } from '@app/shared/orders';
import TiendaAjustesPage from '../routes/tienda-ajustes-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer, type FakeCall } from '../../../../test/fake-api';
import { settingsFixture } from './fixtures';

/** The settings server: GET answers `settings`, PUT answers what it was sent (as the API does). */
function settingsServer(settings: ShopSettings = settingsFixture(), put?: (c: FakeCall) => { status: number; data?: unknown }) {
  return fakeAdminServer((c) => (c.method === 'PUT' ? (put?.(c) ?? { status: 200, data: c.data }) : { status: 200, data: settings }));
}

const sent = (calls: FakeCall[]) => calls.find((c) => c.method === 'PUT')?.data as ShopSettings | undefined;

// typing with userEvent is slow on a loaded machine
describe('Tienda: the shop settings form', { timeout: 20_000 }, () => {
  it('shows the stored settings: amounts grouped in pesos, each zone with its places by name', async () => {
    settingsServer();
    renderWithProviders(<TiendaAjustesPage />);
    expect(await screen.findByLabelText(/^Razón social/)).toHaveValue('Vida Sana SAS');
    expect(screen.getByLabelText(/^Envío por defecto/)).toHaveValue('18.000');
    expect(screen.getByLabelText(/^Envío gratis desde/)).toHaveValue('200.000');
    expect(screen.getByLabelText(/^Contra entrega hasta/)).toHaveValue('300.000');
    const zona = screen.getByRole('region', { name: 'Zona 1' });
    expect(within(zona).getByLabelText(/^Nombre/)).toHaveValue('Bogotá y Soacha');
    expect(within(zona).getByLabelText(/^Precio del envío/)).toHaveValue('8.000');
    const places = within(zona).getByRole('list', { name: 'Lugares elegidos' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bogotá D.C. (todo el departamento)', 'Soacha (Cundinamarca)']);
    expect(within(zona).getByText('Fuente: DANE – DIVIPOLA')).toBeInTheDocument();
  });

  it('saves what it showed unchanged, with a blank free-shipping threshold as "never" and "95.000"-style amounts as numbers', async () => {
    const calls = settingsServer();
    const user = userEvent.setup();
    renderWithProviders(<TiendaAjustesPage />);
    await user.clear(await screen.findByLabelText(/^Envío gratis desde/));
    const maximo = screen.getByLabelText(/^Contra entrega hasta/);
    await user.clear(maximo);
    await user.type(maximo, '$ 450.000');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes de la tienda guardados.')).toBeInTheDocument();
    expect(sent(calls)).toEqual({ ...settingsFixture(), envioGratisDesde: null, contraEntregaMaximo: 450000 });
    // the form shows what the server answered
    expect(screen.getByLabelText(/^Contra entrega hasta/)).toHaveValue('450.000');
  });

  it('adds a zone from a department and a searched municipality, and removes a place with its chip', async () => {
    const calls = settingsServer();
    const user = userEvent.setup();
    renderWithProviders(<TiendaAjustesPage />);
    await user.click(await screen.findByRole('button', { name: 'Agregar zona' }));
    const zona = screen.getByRole('region', { name: 'Zona 2' });
    expect(within(zona).getByLabelText(/^Nombre/)).toHaveFocus();
    await user.type(within(zona).getByLabelText(/^Nombre/), 'Antioquia y Caldas');
    await user.type(within(zona).getByLabelText(/^Precio del envío/), '12000');
    await user.click(within(zona).getByLabelText('Acepta pago contra entrega'));

    await user.selectOptions(within(zona).getByLabelText('Agregar lugares de'), 'Caldas');
    await user.click(within(zona).getByLabelText('Todo Caldas'));
    await user.selectOptions(within(zona).getByLabelText('Agregar lugares de'), 'Antioquia');
    expect(within(zona).getByText('Municipios de Antioquia: 0 de 125 en la zona')).toBeInTheDocument();
    await user.type(within(zona).getByLabelText('Buscar municipio de Antioquia'), 'medellin');
    const list = within(zona)
      .getAllByRole('checkbox')
      .filter((c) => c.closest('.shop-places-list'));
    expect(list.map((c) => c.closest('label')?.textContent)).toEqual(['Medellín']);
    await user.click(list[0]!);
    await user.clear(within(zona).getByLabelText('Buscar municipio de Antioquia'));
    await user.type(within(zona).getByLabelText('Buscar municipio de Antioquia'), 'envi');
    await user.click(within(zona).getByLabelText('Envigado'));
    expect(within(zona).getByText('Municipios de Antioquia: 2 de 125 en la zona')).toBeInTheDocument();
    expect(
      within(within(zona).getByRole('list', { name: 'Lugares elegidos' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Caldas (todo el departamento)', 'Medellín (Antioquia)', 'Envigado (Antioquia)']);

    // the first zone loses Soacha
    await user.click(screen.getByRole('button', { name: 'Quitar Soacha (Cundinamarca) de la zona' }));
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)!.zonas).toEqual([
      { nombre: 'Bogotá y Soacha', departamentos: ['11'], municipios: [], precio: 8000, contraEntrega: true },
      { nombre: 'Antioquia y Caldas', departamentos: ['17'], municipios: ['05001', '05266'], precio: 12000, contraEntrega: true },
    ]);
  });

  it('refuses a zone without places, name or price, under the zone, and sends nothing', async () => {
    const calls = settingsServer();
    const user = userEvent.setup();
    renderWithProviders(<TiendaAjustesPage />);
    await user.click(await screen.findByRole('button', { name: 'Agregar zona' }));
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    const zona = screen.getByRole('region', { name: 'Zona 2' });
    expect(await within(zona).findByText('Cada zona necesita un nombre.')).toBeInTheDocument();
    expect(within(zona).getByText('Escribe un valor entero de pesos (0 o más).')).toBeInTheDocument();
    // (the shared schema checks the places once the zone's fields are right)
    await user.type(within(zona).getByLabelText(/^Nombre/), 'Costa');
    await user.type(within(zona).getByLabelText(/^Precio del envío/), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await within(zona).findByText('Cada zona debe nombrar al menos un departamento o municipio.')).toBeInTheDocument();
    expect(within(zona).getByRole('group', { name: 'Lugares de la zona' })).toHaveAccessibleDescription(
      'Cada zona debe nombrar al menos un departamento o municipio.',
    );
    expect(screen.getByText('Revisa los campos marcados.')).toBeInTheDocument();
    expect(sent(calls)).toBeUndefined();

    // a zone removed before saving is not sent
    await user.click(within(zona).getByRole('button', { name: 'Quitar zona 2' }));
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(sent(calls)?.zonas).toHaveLength(1));
  });

  it('refuses amounts with cents and a WhatsApp that is not digits', async () => {
    const calls = settingsServer();
    const user = userEvent.setup();
    renderWithProviders(<TiendaAjustesPage />);
    const envio = await screen.findByLabelText(/^Envío por defecto/);
    await user.clear(envio);
    await user.type(envio, '15.000,50');
    const whatsapp = screen.getByLabelText(/^WhatsApp/);
    await user.clear(whatsapp);
    await user.type(whatsapp, '+57 300 123');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(envio).toHaveAccessibleDescription(/Escribe un valor entero de pesos/));
    expect(whatsapp).toHaveAccessibleDescription(/Revisa los campos marcados/);
    expect(sent(calls)).toBeUndefined();
  });

  it("puts the server's field errors under their fields", async () => {
    settingsServer(settingsFixture(), () => ({
      status: 400,
      data: {
        message: 'Revisa los campos marcados.',
        error: 'Bad Request',
        errors: [{ path: 'zonas.0.municipios', msg: 'Soacha ya está en otra zona.' }],
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<TiendaAjustesPage />);
    await user.click(await screen.findByRole('button', { name: 'Guardar ajustes' }));
    const zona = screen.getByRole('region', { name: 'Zona 1' });
    expect(await within(zona).findByText('Soacha ya está en otra zona.')).toBeInTheDocument();
    expect(screen.getAllByText('Revisa los campos marcados.').length).toBeGreaterThan(0);
  });
});
