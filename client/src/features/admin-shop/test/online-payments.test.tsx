import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, type AdminOnlinePayment, type AdminOrder } from '@app/shared/orders';
import PedidoPage from '../routes/pedido-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';
import { orderFixture } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const attempt = (over: Partial<AdminOnlinePayment> = {}): AdminOnlinePayment => ({
  id: 3,
  referencia: 'VS-7K3Q9-AB23',
  estado: 'PENDING',
  medio: 'PSE',
  transaccionId: '1234-1610641025-49201',
  montoCentavos: 10_700_000,
  moneda: 'COP',
  createdAt: '2026-11-20T17:30:00.000Z',
  updatedAt: '2026-11-20T17:31:00.000Z',
  eventos: [
    {
      origen: 'evento',
      estado: 'PENDING',
      transaccionId: '1234-1610641025-49201',
      fecha: '2026-11-20T17:31:00.000Z',
      alerta: null,
      cuerpo: '{"event":"transaction.updated","data":{"transaction":{"id":"1234-1610641025-49201","status":"PENDING"}}}',
    },
  ],
  ...over,
});

function render(order: AdminOrder, reconciled?: AdminOrder | 'down') {
  const calls = fakeAdminServer((c) => {
    if (c.method === 'POST' && c.url === `/admin/pedidos/${order.id}/wompi/consultar`)
      return reconciled === 'down'
        ? { status: 503, data: { message: ORDER_MESSAGES.wompiUnavailable, error: ORDER_MESSAGES.wompiUnavailable } }
        : { status: 200, data: reconciled };
    return { status: 200, data: order };
  });
  renderWithProviders([{ path: '/admin/dashboard/pedidos/:id', element: <PedidoPage /> }], {
    route: `/admin/dashboard/pedidos/${order.id}`,
  });
  return calls;
}

describe('Pedido: online payments', { timeout: 20_000 }, () => {
  it('lists each attempt (method, status, transaction, amount, time) with its raw events', async () => {
    render(orderFixture({ metodoPago: 'wompi', pagosEnLinea: [attempt()] }));
    const table = await screen.findByRole('table', { name: 'Intentos de pago en línea del pedido VS-7K3Q9' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('VS-7K3Q9-AB23');
    expect(row).toHaveTextContent('Pendiente');
    expect(row).toHaveTextContent('PSE');
    expect(row).toHaveTextContent('1234-1610641025-49201');
    expect(row).toHaveTextContent('$ 107.000 COP');
    const events = screen.getByText('Eventos de VS-7K3Q9-AB23 (1)').closest('details')!;
    expect(events.querySelector('pre')).toHaveTextContent('"status": "PENDING"');
  });

  it('"Consultar en Wompi" reconciles the order now and shows the answer', async () => {
    const u = userEvent.setup();
    const order = orderFixture({ metodoPago: 'wompi', pagosEnLinea: [attempt()] });
    const calls = render(order, { ...order, estado: 'pagado', pagosEnLinea: [attempt({ estado: 'APPROVED' })] });
    await u.click(await screen.findByRole('button', { name: 'Consultar en Wompi' }));
    expect(await screen.findByText('Consultamos a Wompi: el pedido muestra su respuesta.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/admin/pedidos/${order.id}/wompi/consultar`)).toBe(true);
    expect(within(screen.getByRole('table', { name: /Intentos de pago en línea/ })).getByText('Aprobado')).toBeInTheDocument();
  });

  it('Wompi not answering is said in Spanish', async () => {
    const u = userEvent.setup();
    render(orderFixture({ metodoPago: 'wompi', pagosEnLinea: [attempt()] }), 'down');
    await u.click(await screen.findByRole('button', { name: 'Consultar en Wompi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.wompiUnavailable);
  });

  it('a payment received after the expiry is flagged, with the refund when there were no units', async () => {
    render(
      orderFixture({
        metodoPago: 'wompi',
        estado: 'expirado',
        pagoTardio: true,
        reembolsoPendiente: true,
        pagosEnLinea: [attempt({ estado: 'APPROVED' })],
      }),
    );
    expect(await screen.findByText(ORDER_MESSAGES.pagoTardio)).toBeInTheDocument();
    expect(screen.getByText(/hay que reembolsarlo/)).toBeInTheDocument();
  });

  it('an order without online payments shows no such panel', async () => {
    render(orderFixture());
    await screen.findByRole('heading', { name: 'Pedido VS-7K3Q9', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Pagos en línea' })).not.toBeInTheDocument();
  });
});
