import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, type AdminOrder, type AdminOrderMove, type AdminOrderSummary, type OrderState } from '@app/shared/orders';
import PedidosPage from '../routes/pedidos-page';
import PedidoPage from '../routes/pedido-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer, type FakeAnswer, type FakeCall } from '../../../../test/fake-api';
import { stubMatchMedia } from '../../../../test/match-media';
import { orderFixture, orderSummaryFixture } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const summaries: AdminOrderSummary[] = [
  orderSummaryFixture(),
  orderSummaryFixture({
    id: 6,
    referencia: 'VS-AB2CD',
    estado: 'enviado',
    metodoPago: 'contra_entrega',
    nombre: 'Andrés Pérez',
    total: 250000,
  }),
  orderSummaryFixture({ id: 5, referencia: 'VS-ZZ9XY', estado: 'cancelado', nombre: 'Luisa Gómez', total: 58000 }),
];

/** The list's server: two rows a page, the total in X-Total-Count, the next page in Link. */
function listServer(rows = summaries) {
  return fakeAdminServer((call: FakeCall) => {
    if (call.url !== '/admin/pedidos') return { status: 404, data: { message: 'Pedido no encontrado.' } };
    const start = call.params?.cursor ? Number(call.params.cursor) : 0;
    const next = start + 2 < rows.length ? `</api/admin/pedidos?limit=20&cursor=${start + 2}>; rel="next"` : undefined;
    return {
      status: 200,
      data: rows.slice(start, start + 2),
      headers: { 'X-Total-Count': String(rows.length), ...(next ? { Link: next } : {}) },
    };
  });
}

// typing with userEvent is slow on a loaded machine
describe('Pedidos: the list', { timeout: 20_000 }, () => {
  it('shows the newest orders a page at a time, each with its reference, buyer, total, method and state', async () => {
    const calls = listServer();
    renderWithProviders(<PedidosPage />);
    const link = await screen.findByRole('link', { name: 'Pedido VS-7K3Q9 de Camila Rojas' });
    expect(link).toHaveAttribute('href', '/admin/dashboard/pedidos/7');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('$ 107.000');
    expect(rows[0]).toHaveTextContent('Transferencia');
    expect(rows[0]).toHaveTextContent('Pendiente de pago');
    expect(rows[1]).toHaveTextContent('Contra entrega');
    expect(rows[1]).toHaveTextContent('Enviado');
    expect(screen.getByText('Mostrando 2 de 3 pedidos')).toBeInTheDocument();
    expect(calls[0]!.params).toEqual({ limit: 20 });

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('VS-ZZ9XY')).toBeInTheDocument();
    expect(calls.at(-1)!.params).toEqual({ limit: 20, cursor: '2' });
    expect(screen.getByText('Mostrando 3 de 3 pedidos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('searches and filters by state, payment method and dates, and refuses an inverted range', async () => {
    const calls = listServer();
    const user = userEvent.setup();
    renderWithProviders(<PedidosPage />);
    await screen.findByText('VS-7K3Q9');
    await user.type(screen.getByLabelText('Buscar'), 'camila');
    await user.selectOptions(screen.getByLabelText('Estado'), 'pendiente_pago');
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'transferencia');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(calls.at(-1)!.params).toEqual({
        q: 'camila',
        estado: 'pendiente_pago',
        metodoPago: 'transferencia',
        desde: '2026-11-01',
        hasta: '2026-11-30',
        limit: 20,
      }),
    );
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-12-05' } });
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription('La fecha inicial no puede ser posterior a la final.');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBe(asked);
  });

  it("says so when nothing matches, and shows the server's error", async () => {
    fakeAdminServer(() => ({ status: 200, data: [], headers: { 'X-Total-Count': '0' } }));
    const { unmount } = renderWithProviders(<PedidosPage />);
    expect(await screen.findByText('Aún no hay pedidos.')).toBeInTheDocument();
    unmount();
    fakeAdminServer(() => ({ status: 400, data: { message: 'Fecha inválida (usa AAAA-MM-DD).', error: 'Bad Request' } }));
    renderWithProviders(<PedidosPage />);
    expect(await screen.findByText('Fecha inválida (usa AAAA-MM-DD).')).toBeInTheDocument();
  });

  it('folds the filters behind one button on a phone, which counts those in use', async () => {
    stubMatchMedia({ width: 360 });
    listServer();
    const user = userEvent.setup();
    renderWithProviders(<PedidosPage />);
    await screen.findByText('VS-7K3Q9');
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Estado')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Estado'), 'enviado');
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
  });

  it('downloads the CSV with the admin token and the same filters', async () => {
    const createObjectURL = vi.fn(() => 'blob:pedidos');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = fakeAdminServer((c): FakeAnswer =>
      c.url.endsWith('export.csv')
        ? {
            status: 200,
            data: new Blob(['referencia\n']),
            headers: { 'Content-Disposition': 'attachment; filename="pedidos-2026-11-26.csv"' },
          }
        : { status: 200, data: summaries, headers: { 'X-Total-Count': '3' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<PedidosPage />);
    await screen.findByText('VS-7K3Q9');
    await user.selectOptions(screen.getByLabelText('Estado'), 'enviado');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/admin/pedidos/export.csv')?.params).toEqual({ estado: 'enviado' });
  });
});

describe('Pedidos: one order', { timeout: 20_000 }, () => {
  function orderServer(order: AdminOrder, answer?: (c: FakeCall) => { status: number; data?: unknown }) {
    let current = order;
    const calls = fakeAdminServer((c) => {
      // the move answers the order as it now is (here: as if it were "pagado" next)
      if (c.method === 'POST') {
        const refused = answer?.(c);
        if (refused) return refused;
        current = { ...current, estado: (c.data as { estado: OrderState }).estado, movimientos: ['en_preparacion', 'cancelado'] };
        return { status: 200, data: current };
      }
      return { status: 200, data: current };
    });
    renderWithProviders([{ path: '/admin/dashboard/pedidos/:id', element: <PedidoPage /> }], {
      route: `/admin/dashboard/pedidos/${order.id}`,
    });
    return calls;
  }

  it('shows the buyer with the document, the lines and totals, the delivery, the payment and the timeline', async () => {
    orderServer(orderFixture({ historial: [{ estado: 'pendiente_pago', fecha: '2026-11-20T17:30:00.000Z', nota: null }] }));
    expect(await screen.findByRole('heading', { name: 'Pedido VS-7K3Q9', level: 1 })).toBeInTheDocument();
    // 12:30 in Colombia (UTC−5), whatever the machine's zone
    expect(screen.getByText(/^Recibido el 20\/11\/2026, 12:30\sp\.\sm\. \(hora de Colombia\)\.$/)).toBeInTheDocument();
    const comprador = screen.getByRole('heading', { name: 'Comprador' }).parentElement!;
    expect(comprador).toHaveTextContent('Camila Rojas Díaz');
    expect(comprador).toHaveTextContent('Cédula de ciudadanía 1020304050');
    expect(within(comprador).getByRole('link', { name: 'camila@correo.test' })).toHaveAttribute('href', 'mailto:camila@correo.test');
    const lineas = screen.getByRole('table', { name: 'Productos del pedido VS-7K3Q9' });
    expect(lineas).toHaveTextContent('Proteína Vainilla');
    expect(lineas).toHaveTextContent('$ 95.000');
    const totals = screen.getByRole('heading', { name: 'Productos' }).parentElement!;
    expect(totals).toHaveTextContent('Envío$ 12.000');
    expect(totals).toHaveTextContent('Total$ 107.000');
    const entrega = screen.getByRole('heading', { name: 'Entrega' }).parentElement!;
    expect(entrega).toHaveTextContent('Calle 10 # 43-12, apto 501');
    expect(entrega).toHaveTextContent('Medellín (Antioquia)');
    expect(entrega).toHaveTextContent('El Poblado');
    expect(screen.getByRole('heading', { name: 'Pago' }).parentElement).toHaveTextContent('Transferencia, Nequi o llave Bre-B');
    expect(screen.getByRole('heading', { name: 'Historial' }).parentElement).toHaveTextContent('Pendiente de pago');
    expect(screen.getByText(/^Vence el 22\/11\/2026, 12:30\sp\.\sm\. si no se paga antes\.$/)).toBeInTheDocument();
  });

  // the server says which moves the order allows now (forward only, plus cancel); the page offers exactly those
  const offered: [OrderState, AdminOrderMove[], string[]][] = [
    ['pendiente_pago', ['pagado', 'cancelado'], ['Confirmar pago', 'Cancelar pedido']],
    ['pagado', ['en_preparacion', 'cancelado'], ['En preparación', 'Cancelar pedido']],
    ['en_preparacion', ['enviado', 'cancelado'], ['Enviado', 'Cancelar pedido']],
    ['enviado', ['entregado', 'cancelado'], ['Entregado', 'Cancelar pedido']],
  ];
  it.each(offered)('offers from %s exactly its moves', async (estado, movimientos, buttons) => {
    orderServer(orderFixture({ estado, movimientos }));
    const moves = await screen.findByRole('group', { name: 'Cambiar el estado del pedido' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
  });

  it.each(['entregado', 'cancelado', 'expirado'] as const)('offers nothing once %s', async (estado) => {
    orderServer(orderFixture({ estado, movimientos: [] }));
    expect(await screen.findByText('Este pedido ya no admite cambios de estado.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cambiar el estado del pedido' })).not.toBeInTheDocument();
  });

  it('confirms the payment with "Notificar al cliente" ticked by default', async () => {
    const calls = orderServer(orderFixture());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar pago' });
    expect(within(dialog).getByLabelText('Notificar al cliente')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/admin/pedidos/7/estado',
      data: { estado: 'pagado', notificar: true, transportadora: null, guia: null, motivo: null },
    });
    expect(await screen.findByText('Estado del pedido actualizado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estado' }).parentElement).toHaveTextContent('Pagado');
    // read again: the next moves are those of "pagado"
    expect(await screen.findByRole('button', { name: 'En preparación' })).toBeInTheDocument();
  });

  it('ships only with the carrier and the tracking number, and can leave the buyer unnotified', async () => {
    const calls = orderServer(orderFixture({ estado: 'en_preparacion', movimientos: ['enviado', 'cancelado'], historial: [] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviado' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviado' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar «Enviado»' }));
    expect(await within(dialog).findByText('Indica la transportadora.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica el número de guía.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Transportadora/), 'Servientrega');
    await user.type(within(dialog).getByLabelText(/^Número de guía/), '2045 8891 77');
    await user.click(within(dialog).getByLabelText('Notificar al cliente'));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar «Enviado»' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.data).toMatchObject({
      estado: 'enviado',
      transportadora: 'Servientrega',
      guia: '2045 8891 77',
      notificar: false,
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    orderServer(orderFixture(), () => ({
      status: 409,
      data: { message: 'Ese cambio de estado no es posible para este pedido.', error: 'Conflict' },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar pago' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await within(dialog).findByText('Ese cambio de estado no es posible para este pedido.')).toBeInTheDocument();
  });

  it('cancels only with a reason; a paid order shows that its money must be returned', async () => {
    const paid = orderFixture({
      estado: 'en_preparacion',
      pagadoAt: '2026-11-20T19:00:00.000Z',
      movimientos: ['enviado', 'cancelado'],
      historial: [
        { estado: 'pendiente_pago', fecha: '2026-11-20T17:30:00.000Z', nota: null },
        { estado: 'pagado', fecha: '2026-11-20T19:00:00.000Z', nota: null },
        { estado: 'en_preparacion', fecha: '2026-11-21T14:00:00.000Z', nota: null },
      ],
    });
    const calls = orderServer(paid);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar pedido' });
    expect(dialog).toHaveTextContent('Este pedido ya estaba pagado: al cancelarlo queda pendiente devolverle el dinero al cliente');
    expect(within(dialog).getByLabelText('Notificar al cliente')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(dialog).findByText('Indica el motivo de la cancelación.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Sin unidades del sabor pedido');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.data).toMatchObject({
        estado: 'cancelado',
        motivo: 'Sin unidades del sabor pedido',
        notificar: true,
      }),
    );
  });

  it('says nothing about a refund when cancelling an unpaid order, and "Volver" leaves it as it was', async () => {
    const calls = orderServer(orderFixture());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent('devolverle el dinero');
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the refund still owed and the reason of a cancelled order', async () => {
    orderServer(orderFixture({ estado: 'cancelado', movimientos: [], motivoCancelacion: 'Cliente desistió', reembolsoPendiente: true }));
    expect(await screen.findByText('Reembolso pendiente')).toBeInTheDocument();
    expect(screen.getByText(/hay que devolverle \$ 107\.000 al cliente/)).toBeInTheDocument();
    expect(screen.getByText('Cliente desistió')).toBeInTheDocument();
  });

  it('says so for an order that does not exist', async () => {
    fakeAdminServer(() => ({ status: 404, data: { message: 'Pedido no encontrado.', error: 'Not Found' } }));
    renderWithProviders([{ path: '/admin/dashboard/pedidos/:id', element: <PedidoPage /> }], { route: '/admin/dashboard/pedidos/999' });
    expect(await screen.findByText('Pedido no encontrado.')).toBeInTheDocument();
  });
});

describe('Pedidos: confirming a cash-on-delivery order', { timeout: 20_000 }, () => {
  // not confirmed yet: it expires at venceEn (17:30 UTC is 12:30 in Colombia) unless someone confirms it
  const unconfirmed = (over: Partial<AdminOrder> = {}) =>
    orderFixture({
      metodoPago: 'contra_entrega',
      instruccionesPago: null,
      venceEn: '2026-11-21T17:30:00.000Z',
      confirmadoAt: null,
      puedeConfirmar: true,
      movimientos: ['en_preparacion', 'cancelado'],
      ...over,
    });
  // 18:00 UTC is 1:00 p. m. in Colombia
  const confirmed = () => unconfirmed({ confirmadoAt: '2026-11-20T18:00:00.000Z', venceEn: null, puedeConfirmar: false });

  /** The order's server: `/confirmar` answers the confirmed order, or refuses with a 409 once the order expired. */
  function confirmServer(order: AdminOrder, refuse = false) {
    let current = order;
    const calls = fakeAdminServer((c) => {
      if (c.method === 'POST' && c.url.endsWith('/confirmar')) {
        if (refuse) {
          current = { ...current, estado: 'expirado', venceEn: null, puedeConfirmar: false, movimientos: [] };
          return { status: 409, data: { message: ORDER_MESSAGES.cannotConfirm, error: 'Conflict' } };
        }
        current = confirmed();
        return { status: 200, data: current };
      }
      return { status: 200, data: current };
    });
    renderWithProviders([{ path: '/admin/dashboard/pedidos/:id', element: <PedidoPage /> }], {
      route: `/admin/dashboard/pedidos/${order.id}`,
    });
    return calls;
  }

  const estado = () => screen.getByRole('heading', { name: 'Estado' }).parentElement!;

  it('explains that the buyer has not confirmed it and when it expires, and offers "Confirmar pedido" beside the moves', async () => {
    confirmServer(unconfirmed());
    const moves = await screen.findByRole('group', { name: 'Cambiar el estado del pedido' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmar pedido', 'En preparación', 'Cancelar pedido']);
    expect(
      within(estado()).getByText(
        /^El cliente no ha confirmado este pedido contra entrega; si nadie lo confirma, vence el 21\/11\/2026, 12:30\sp\.\sm\. y sus unidades vuelven a la tienda\.$/,
      ),
    ).toBeInTheDocument();
    // the expiry is said once, as the confirmation's
    expect(within(estado()).queryByText(/si no se paga antes/)).not.toBeInTheDocument();
  });

  it.each([
    ['a transfer', orderFixture()],
    ['an order already confirmed', confirmed()],
  ])('offers no confirmation for %s', async (_name, order) => {
    confirmServer(order);
    await screen.findByRole('group', { name: 'Cambiar el estado del pedido' });
    expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByText(/El cliente no ha confirmado/)).not.toBeInTheDocument();
  });

  it("posts to the order's /confirmar and shows it confirmed", async () => {
    const calls = confirmServer(unconfirmed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Pedido confirmado: sus unidades quedan apartadas.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/admin/pedidos/7/confirmar' })]);
    expect(within(estado()).getByText(/^Confirmado el 20\/11\/2026, 1:00\sp\.\sm\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByText(/El cliente no ha confirmado/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal and the order as it now is", async () => {
    confirmServer(unconfirmed(), true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(estado()).findByText(ORDER_MESSAGES.cannotConfirm)).toBeInTheDocument();
    expect(await screen.findByText('Este pedido ya no admite cambios de estado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).not.toBeInTheDocument();
  });
});

describe('Pedidos: an anonymised order', { timeout: 20_000 }, () => {
  it("says the buyer's data was removed and offers no move", async () => {
    fakeAdminServer(() => ({
      status: 200,
      data: orderFixture({
        anonimizado: true,
        movimientos: [],
        estado: 'entregado',
        comprador: { nombres: 'Anonimizado', apellidos: '', email: 'anonimizado@invalid', telefono: '' },
      }),
    }));
    renderWithProviders([{ path: '/admin/dashboard/pedidos/:id', element: <PedidoPage /> }], { route: '/admin/dashboard/pedidos/7' });
    expect(await screen.findByText('Datos del comprador eliminados')).toBeInTheDocument();
    expect(screen.getByText('Este pedido ya no admite cambios de estado.')).toBeInTheDocument();
  });
});
