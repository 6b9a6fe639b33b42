import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_ENDPOINTS, ORDER_MESSAGES, formatPesos, type OrderTracking } from '@app/shared/orders';
import { userApi } from '../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { httpError, mockPublicApi, networkError, okResponse } from '../../../../test/fake-api';
import { submitForm } from '../components/wompi-redirect';
import { PICKUP, SELLER } from '../test/fixtures';
import PedidoPage from './pedido-page';

const TOKEN = 'tok-123';

function tracking(over: Partial<OrderTracking> = {}): OrderTracking {
  return {
    referencia: 'VS-7K3Q9',
    estado: 'pendiente_pago',
    createdAt: '2026-11-26T15:30:00.000Z',
    // 21:45 UTC is 16:45 in Colombia
    venceEn: '2026-11-28T21:45:00.000Z',
    comprador: { nombres: 'Camila', apellidos: 'Rojas', email: 'camila@correo.test', telefono: '573001234567' },
    lineas: [
      { productoId: 7, nombre: 'Proteína vegetal 750 g', precio: 95_000, cantidad: 1, subtotal: 95_000 },
      { productoId: null, nombre: 'Colágeno (retirado)', precio: 60_000, cantidad: 2, subtotal: 120_000 },
    ],
    subtotal: 215_000,
    envio: 8_000,
    total: 223_000,
    entrega: {
      tipo: 'domicilio',
      municipio: '25754',
      municipioNombre: 'Soacha',
      departamentoNombre: 'Cundinamarca',
      direccion: 'Calle 13 # 7-45',
      barrio: 'San Mateo',
      indicaciones: 'Torre 2, apto 301',
      transportadora: null,
      guia: null,
    },
    metodoPago: 'transferencia',
    instruccionesPago: 'Bancolombia ahorros 123-456789-00\nNequi 300 123 4567\nLlave Bre-B: @vidasana',
    direccionRecogida: null,
    whatsapp: '573001234567',
    historial: [{ estado: 'pendiente_pago', fecha: '2026-11-26T15:30:00.000Z', nota: null }],
    puedeCancelar: true,
    vendedor: SELLER,
    ...over,
  };
}

type Answer = Parameters<typeof mockPublicApi>[0][string];
let answers: Record<string, Answer>;
let fetchMock: ReturnType<typeof mockPublicApi>;

beforeEach(() => {
  answers = { [ORDER_ENDPOINTS.seguimiento(TOKEN)]: { data: tracking() } };
  fetchMock = mockPublicApi(answers);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

function renderPage(state?: unknown) {
  return renderWithProviders(<PedidoPage />, { route: `/pedido/${TOKEN}`, path: '/pedido/:token', state });
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Mi pedido: a transfer waiting for its payment', () => {
  it('shows the state, the reference, the exact amount, the expiry in Colombia time and the account data', async () => {
    renderPage();
    const pay = await screen.findByRole('region', { name: 'Cómo pagar tu pedido' });
    expect(screen.getAllByText('Pendiente de pago').length).toBeGreaterThan(0);
    expect(within(pay).getByText(formatPesos(223_000), { selector: 'dd' })).toBeInTheDocument();
    expect(pay).toHaveTextContent(`Transfiere exactamente ${formatPesos(223_000)} y escribe la referencia VS-7K3Q9`);
    expect(within(pay).getAllByText('VS-7K3Q9').length).toBeGreaterThan(0);
    expect(within(pay).getByText('sábado 28 de noviembre de 2026 a las 16:45 (hora de Colombia)')).toBeInTheDocument();
    expect(within(pay).getByText(/Bancolombia ahorros 123-456789-00/)).toBeInTheDocument();
    expect(within(pay).getByText(/Llave Bre-B: @vidasana/)).toBeInTheDocument();
  });

  it('"Enviar comprobante por WhatsApp" opens a chat with the shop, the reference and the amount prefilled, without a referrer', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /Enviar comprobante por WhatsApp/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/573001234567');
    expect(url.searchParams.get('text')).toBe(`Hola, adjunto el comprobante de pago del pedido VS-7K3Q9 por ${formatPesos(223_000)}.`);
    expect(link.getAttribute('rel')).toContain('noreferrer');
    // the token is nowhere in the link
    expect(link.getAttribute('href')).not.toContain(TOKEN);
  });

  it('lists every line and the totals, the delivery and the timeline', async () => {
    renderPage();
    const products = await screen.findByRole('region', { name: 'Productos' });
    expect(within(products).getByText('Proteína vegetal 750 g')).toBeInTheDocument();
    expect(within(products).getByText(`2 × ${formatPesos(60_000)}`)).toBeInTheDocument();
    expect(within(products).getByText(formatPesos(215_000))).toBeInTheDocument();
    expect(within(products).getByText(formatPesos(8_000))).toBeInTheDocument();
    expect(within(products).getByText(formatPesos(223_000))).toBeInTheDocument();
    const delivery = region('Entrega');
    expect(within(delivery).getByText(/Calle 13 # 7-45/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Soacha, Cundinamarca/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Torre 2, apto 301/)).toBeInTheDocument();
    const timeline = region('Historial');
    expect(within(timeline).getByRole('listitem')).toHaveTextContent('Pendiente de pago');
    expect(within(timeline).getByRole('listitem')).toHaveTextContent('26 nov 2026, 10:30');
  });

  it('says thanks right after the checkout, once: the history entry forgets it for a later reload', async () => {
    const { router } = renderPage({ nuevo: true });
    const thanks = () => screen.getAllByRole('status').find((el) => el.textContent?.includes('¡Gracias! Recibimos tu pedido VS-7K3Q9.'));
    await waitFor(() => expect(thanks()).toBeDefined());
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe(`/pedido/${TOKEN}`);
    expect(thanks()).toBeDefined();
  });

  it('writes the phone the buyer gave as a Colombian number, with or without its country code', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: tracking({ comprador: { ...tracking().comprador, telefono: '3001234567' } }) };
    renderPage();
    expect(await within(await screen.findByRole('region', { name: 'Entrega' })).findByText('+57 300 123 4567')).toBeInTheDocument();
  });

  it('is not indexed and asks nothing of anyone but the API', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Cómo pagar tu pedido' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const [input] of fetchMock.mock.calls) expect(String(input)).toMatch(/^\/api\//);
    expect(document.querySelectorAll('img, iframe, script')).toHaveLength(0);
  });
});

describe('Mi pedido: cancelling', () => {
  it('asks for confirmation, cancels, and shows the order as the server answers it', async () => {
    const u = userEvent.setup();
    const post = vi.spyOn(userApi, 'post').mockImplementation(async () =>
      okResponse(
        tracking({
          estado: 'cancelado',
          puedeCancelar: false,
          venceEn: null,
          historial: [
            { estado: 'pendiente_pago', fecha: '2026-11-26T15:30:00.000Z', nota: null },
            { estado: 'cancelado', fecha: '2026-11-26T16:00:00.000Z', nota: 'Cancelado por el comprador.' },
          ],
        }),
      ),
    );
    renderPage();
    await u.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu pedido?' });
    expect(dialog).toHaveTextContent('VS-7K3Q9');
    await u.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));

    expect(await screen.findByText(ORDER_MESSAGES.orderCancelled)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(ORDER_ENDPOINTS.cancelar(TOKEN), {});
    await waitFor(() => expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cómo pagar tu pedido' })).not.toBeInTheDocument();
    expect(within(region('Historial')).getByText('Cancelado por el comprador.')).toBeInTheDocument();
  });

  it('"No, mantenerlo" closes the dialog and changes nothing', async () => {
    const u = userEvent.setup();
    const post = vi.spyOn(userApi, 'post');
    renderPage();
    await u.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    await u.click(screen.getByRole('button', { name: 'No, mantenerlo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('a refusal (the team confirmed the payment meanwhile) says why and reads the order again', async () => {
    const u = userEvent.setup();
    vi.spyOn(userApi, 'post').mockRejectedValue(
      httpError(409, { message: ORDER_MESSAGES.cannotCancel, error: ORDER_MESSAGES.cannotCancel }),
    );
    renderPage();
    await u.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: tracking({ estado: 'pagado', puedeCancelar: false, venceEn: null }) };
    await u.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.cannotCancel);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the page shows the order as it is now: paid, nothing to cancel
    expect(await screen.findByText(/Recibimos tu pago/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();
  });

  it('a lost connection keeps the dialog open with the reason, to try again', async () => {
    const u = userEvent.setup();
    vi.spyOn(userApi, 'post').mockRejectedValue(networkError());
    renderPage();
    await u.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    await u.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await within(screen.getByRole('dialog')).findByText(/No pudimos cancelar el pedido/)).toBeInTheDocument();
  });

  it('offers no cancellation once the order cannot be cancelled', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: tracking({ estado: 'pagado', puedeCancelar: false, venceEn: null }) };
    renderPage();
    expect(await screen.findByText(/Recibimos tu pago/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();
  });
});

describe('Mi pedido: confirming a cash-on-delivery order', () => {
  // not confirmed yet: it expires at venceEn (21:45 UTC is 16:45 in Colombia) unless the buyer confirms it
  const unconfirmed = (over: Partial<OrderTracking> = {}) =>
    tracking({ metodoPago: 'contra_entrega', instruccionesPago: null, confirmadoAt: null, puedeConfirmar: true, ...over });
  // 16:00 UTC is 11:00 in Colombia
  const confirmed = () => unconfirmed({ confirmadoAt: '2026-11-26T16:00:00.000Z', puedeConfirmar: false, venceEn: null });

  it('asks to confirm before the expiry, in Colombia time, or the products go back to the shop', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: unconfirmed() };
    renderPage();
    const box = await screen.findByRole('region', { name: 'Confirma tu pedido' });
    expect(box).toHaveTextContent(
      'Confírmalo antes del sábado 28 de noviembre de 2026 a las 16:45 (hora de Colombia). Si no lo confirmas, el pedido se cancela y los productos vuelven a la tienda.',
    );
    expect(within(box).getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
    // cancelling stays offered
    expect(screen.getByRole('button', { name: /Cancelar pedido/ })).toBeInTheDocument();
  });

  it.each([
    ['a transfer', tracking()],
    ['a cash-on-delivery order already confirmed', confirmed()],
    ['a cash-on-delivery order on its way', unconfirmed({ estado: 'enviado', puedeConfirmar: false, puedeCancelar: false, venceEn: null })],
  ])('asks nothing of %s', async (_name, pedido) => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: pedido };
    renderPage();
    await screen.findByRole('region', { name: 'Productos' });
    expect(screen.queryByRole('region', { name: 'Confirma tu pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).not.toBeInTheDocument();
  });

  it('shows when the order was confirmed beside its state', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: confirmed() };
    renderPage();
    expect(await screen.findByText('Confirmado el')).toBeInTheDocument();
    expect(screen.getByText('Confirmado el').closest('dd')).toHaveTextContent('Pendiente de pagoConfirmado el 26 nov 2026, 11:00');
  });

  it('"Confirmar pedido" posts to the order\'s link, waits, then shows the order as the server answers it', async () => {
    const u = userEvent.setup();
    let answer!: (value: ReturnType<typeof okResponse<OrderTracking>>) => void;
    const post = vi.spyOn(userApi, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: unconfirmed() };
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));

    expect(post).toHaveBeenCalledWith(`/pedidos/seguimiento/${TOKEN}/confirmar`, {});
    expect(ORDER_ENDPOINTS.confirmar(TOKEN)).toBe(`/pedidos/seguimiento/${TOKEN}/confirmar`);
    expect(screen.getByRole('button', { name: 'Confirmando...' })).toBeDisabled();

    answer(okResponse(confirmed()));
    expect(await screen.findByText('Confirmaste tu pedido. Te avisaremos cuando salga.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirma tu pedido' })).not.toBeInTheDocument();
    expect(screen.getByText('Confirmado el').closest('dd')).toHaveTextContent('Confirmado el 26 nov 2026, 11:00');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a refusal (the order expired meanwhile) says why and reads the order again', async () => {
    const u = userEvent.setup();
    vi.spyOn(userApi, 'post').mockRejectedValue(
      httpError(409, { message: ORDER_MESSAGES.cannotConfirm, error: ORDER_MESSAGES.cannotConfirm }),
    );
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: unconfirmed() };
    renderPage();
    const button = await screen.findByRole('button', { name: 'Confirmar pedido' });
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: unconfirmed({ estado: 'expirado', puedeConfirmar: false, puedeCancelar: false, venceEn: null }),
    };
    await u.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.cannotConfirm);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirma tu pedido' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Pedido cerrado' })).toBeInTheDocument();
  });

  it('a lost connection keeps the box with the reason, to try again', async () => {
    const u = userEvent.setup();
    vi.spyOn(userApi, 'post').mockRejectedValue(networkError());
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: unconfirmed() };
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
    const box = screen.getByRole('region', { name: 'Confirma tu pedido' });
    expect(await within(box).findByText(/No pudimos confirmar el pedido/)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  });
});

describe('Mi pedido: other states', () => {
  it('shipped: the carrier and the tracking number', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: tracking({
        estado: 'enviado',
        puedeCancelar: false,
        venceEn: null,
        entrega: { ...tracking().entrega, transportadora: 'Servientrega', guia: '2094857361' },
      }),
    };
    renderPage();
    const next = await screen.findByRole('region', { name: 'Qué sigue' });
    expect(next).toHaveTextContent('Tu pedido va en camino.');
    expect(within(next).getByText('Servientrega')).toBeInTheDocument();
    expect(within(next).getByText('2094857361')).toBeInTheDocument();
    expect(screen.getAllByText('Enviado').length).toBeGreaterThan(0);
  });

  it('cash on delivery: the amount to have ready, no transfer instructions', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: tracking({ metodoPago: 'contra_entrega', instruccionesPago: null, venceEn: null }),
    };
    renderPage();
    expect(
      await screen.findByText(`Recibimos tu pedido. Ten listos ${formatPesos(223_000)} en efectivo para pagar cuando lo recibas.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Enviar comprobante/ })).not.toBeInTheDocument();
  });

  it('pickup: the address to pick it up at', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: tracking({
        envio: 0,
        total: 215_000,
        direccionRecogida: 'Calle 100 # 15-20, local 3, Bogotá',
        entrega: PICKUP,
      }),
    };
    renderPage();
    expect(await within(await screen.findByRole('region', { name: 'Entrega' })).findByText(/local 3, Bogotá/)).toBeInTheDocument();
    expect(within(region('Productos')).getByText('Gratis')).toBeInTheDocument();
  });
});

describe('Mi pedido: a link that does not work', () => {
  it('an unknown token: the Spanish message and the way back to the shop', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      error: { status: 404, body: { message: ORDER_MESSAGES.orderNotFound, error: ORDER_MESSAGES.orderNotFound } },
    };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.orderNotFound);
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
  });

  it('a server failure offers to try again', async () => {
    const u = userEvent.setup();
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { error: { status: 503, body: { message: 'x', error: 'x' } } };
    renderPage();
    const retry = await screen.findByRole('button', { name: /Intentar de nuevo/ });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tu pedido.');
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = { data: tracking() };
    await u.click(retry);
    expect(await screen.findByRole('region', { name: 'Cómo pagar tu pedido' })).toBeInTheDocument();
  });

  it('shows a loading state meanwhile', () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = 'pending';
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi pedido' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu pedido...');
  });
});

describe('Mi pedido: an online payment', () => {
  const online = (over: Partial<OrderTracking> = {}) =>
    tracking({ metodoPago: 'wompi', instruccionesPago: null, venceEn: '2026-11-26T16:30:00.000Z', ...over });

  it('declined: says so and offers to try again online or to pay by transfer or on delivery', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: online({
        pagoEnLinea: { estado: 'DECLINED', medio: 'CARD' },
        metodosDisponibles: ['transferencia', 'contra_entrega', 'wompi'],
      }),
    };
    renderPage();
    const pay = await screen.findByRole('region', { name: 'Pago en línea' });
    expect(within(pay).getByText(/El pago no fue aprobado\. No se cobró nada\./)).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Pagar por transferencia, Nequi o llave Bre-B' })).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Pagar contra entrega' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cómo pagar tu pedido' })).not.toBeInTheDocument();
  });

  it('"Intentar de nuevo" asks the server for a new attempt and sends its checkout form', async () => {
    const u = userEvent.setup();
    const send = vi.spyOn(submitForm, 'send').mockImplementation(() => undefined);
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: online({ pagoEnLinea: { estado: 'DECLINED', medio: 'CARD' }, metodosDisponibles: ['transferencia', 'wompi'] }),
    };
    const checkout = { url: 'https://checkout.wompi.co/p/', campos: { reference: 'VS-7K3Q9-AB23', 'amount-in-cents': '22300000' } };
    const post = vi
      .spyOn(userApi, 'post')
      .mockResolvedValue(
        okResponse({ pedido: online({ pagoEnLinea: { estado: 'PENDING', medio: null }, metodosDisponibles: ['wompi'] }), wompi: checkout }),
      );
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(post).toHaveBeenCalledWith(ORDER_ENDPOINTS.pago(TOKEN), { metodoPago: 'wompi' });
    const form = await screen.findByRole('form', { name: 'Pagar en línea con Wompi' });
    expect(form).toHaveAttribute('action', checkout.url);
    await waitFor(() => expect(send).toHaveBeenCalledWith(form));
  });

  it('switching to transfer shows the transfer instructions the server answers with', async () => {
    const u = userEvent.setup();
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: online({ pagoEnLinea: { estado: 'ERROR', medio: null }, metodosDisponibles: ['transferencia', 'wompi'] }),
    };
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ pedido: tracking({ metodosDisponibles: [] }) }));
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Pagar por transferencia, Nequi o llave Bre-B' }));
    expect(post).toHaveBeenCalledWith(ORDER_ENDPOINTS.pago(TOKEN), { metodoPago: 'transferencia' });
    expect(await screen.findByRole('region', { name: 'Cómo pagar tu pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pago en línea' })).not.toBeInTheDocument();
  });

  it('a payment in course: waits for the bank and offers nothing else', async () => {
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: online({ pagoEnLinea: { estado: 'PENDING', medio: 'PSE' }, metodosDisponibles: [] }),
    };
    renderPage();
    const pay = await screen.findByRole('region', { name: 'Pago en línea' });
    expect(within(pay).getByText(new RegExp(ORDER_MESSAGES.pagoPendiente))).toBeInTheDocument();
    expect(within(pay).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a refused change says why', async () => {
    const u = userEvent.setup();
    answers[ORDER_ENDPOINTS.seguimiento(TOKEN)] = {
      data: online({ pagoEnLinea: { estado: 'DECLINED', medio: null }, metodosDisponibles: ['transferencia', 'wompi'] }),
    };
    vi.spyOn(userApi, 'post').mockRejectedValue(httpError(409, { message: ORDER_MESSAGES.cannotRetry, error: ORDER_MESSAGES.cannotRetry }));
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.cannotRetry);
  });
});
