import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_ENDPOINTS, ORDER_MESSAGES, formatPesos, type OnlinePaymentResult, type OrderTracking } from '@app/shared/orders';
import { userApi } from '../../../lib/api-client';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import { httpError, networkError, okResponse } from '../../../../test/fake-api';
import { PENDING_REFRESH_MS } from '../api/orders';
import { PICKUP } from '../test/fixtures';
import PagoResultadoPage from './pago-resultado-page';

const TOKEN = 'tok-123';
const TX = '1234-1610641025-49201';

const pedido = (over: Partial<OrderTracking> = {}): OrderTracking => ({
  referencia: 'VS-7K3Q9',
  estado: 'pendiente_pago',
  createdAt: '2026-11-26T15:30:00.000Z',
  venceEn: '2026-11-26T16:30:00.000Z',
  comprador: { nombres: 'Camila', apellidos: 'Rojas', email: 'camila@correo.test', telefono: '+573001234567' },
  lineas: [{ productoId: 7, nombre: 'Proteína vegetal 750 g', precio: 95_000, cantidad: 1, subtotal: 95_000 }],
  subtotal: 95_000,
  envio: 8_000,
  total: 103_000,
  entrega: PICKUP,
  metodoPago: 'wompi',
  instruccionesPago: null,
  direccionRecogida: 'Calle 100 # 15-20',
  whatsapp: '573001234567',
  historial: [{ estado: 'pendiente_pago', fecha: '2026-11-26T15:30:00.000Z', nota: null }],
  puedeCancelar: true,
  vendedor: { razonSocial: 'Vida Sana', nit: '1', direccion: 'x', telefono: '1', email: 'a@b.test' },
  pagoEnLinea: { estado: 'PENDING', medio: null },
  metodosDisponibles: [],
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

function renderPage(query = `?id=${TX}&env=test`) {
  return renderWithProviders(<PagoResultadoPage />, {
    route: `/pedido/${TOKEN}/resultado${query}`,
    path: '/pedido/:token/resultado',
    routes: [{ path: '/pedido/:token', element: <LocationProbe /> }],
  });
}

const answer = (result: OnlinePaymentResult) => okResponse(result);

describe('The result of an online payment (/pedido/:token/resultado)', () => {
  it("asks our server about the redirect's transaction and shows ¡Pago recibido! when Wompi approved it", async () => {
    const get = vi.spyOn(userApi, 'get').mockResolvedValue(answer({ estado: 'APPROVED', pedido: pedido({ estado: 'pagado' }) }));
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_MESSAGES.pagoRecibido })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(ORDER_ENDPOINTS.resultado(TOKEN), { params: { id: TX } });
    expect(screen.getByText(formatPesos(103_000))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi pedido' })).toHaveAttribute('href', `/pedido/${TOKEN}`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('pending: says it waits for the bank and asks again on its own until it is decided', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const get = vi
      .spyOn(userApi, 'get')
      .mockResolvedValueOnce(answer({ estado: 'PENDING', pedido: pedido() }))
      .mockResolvedValueOnce(answer({ estado: 'APPROVED', pedido: pedido({ estado: 'pagado' }) }));
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_MESSAGES.pagoPendiente })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS + 100);
    });
    expect(await screen.findByRole('heading', { name: ORDER_MESSAGES.pagoRecibido })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('declined: "Intentar de nuevo" and the other methods; switching opens Mi pedido', async () => {
    const u = userEvent.setup();
    vi.spyOn(userApi, 'get').mockResolvedValue(
      answer({
        estado: 'DECLINED',
        pedido: pedido({
          pagoEnLinea: { estado: 'DECLINED', medio: 'CARD' },
          metodosDisponibles: ['transferencia', 'contra_entrega', 'wompi'],
        }),
      }),
    );
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ pedido: pedido({ metodoPago: 'transferencia' }) }));
    renderPage();
    expect(await screen.findByRole('heading', { name: ORDER_MESSAGES.pagoRechazado })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar contra entrega' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Pagar por transferencia, Nequi o llave Bre-B' }));
    expect(post).toHaveBeenCalledWith(ORDER_ENDPOINTS.pago(TOKEN), { metodoPago: 'transferencia' });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/pedido/${TOKEN}`);
  });

  it("a transaction that is not this order's is refused with the server's message", async () => {
    const get = vi
      .spyOn(userApi, 'get')
      .mockRejectedValueOnce(httpError(404, { message: ORDER_MESSAGES.transaccionAjena, error: ORDER_MESSAGES.transaccionAjena }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.transaccionAjena);
    expect(screen.queryByRole('button', { name: 'Consultar de nuevo' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a lost connection can be asked again', async () => {
    const u = userEvent.setup();
    vi.spyOn(userApi, 'get')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(answer({ estado: 'APPROVED', pedido: pedido({ estado: 'pagado' }) }));
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Consultar de nuevo' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: ORDER_MESSAGES.pagoRecibido })).toBeInTheDocument());
  });

  it('without an id it asks nothing and leads to Mi pedido', async () => {
    const get = vi.spyOn(userApi, 'get');
    renderPage('');
    expect(screen.getByRole('link', { name: 'Ver mi pedido' })).toHaveAttribute('href', `/pedido/${TOKEN}`);
    expect(get).not.toHaveBeenCalled();
  });
});
