import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { ORDER_ENDPOINTS, ORDER_MESSAGES, formatPesos, type OrderCreated, type OrderQuote, type QuoteInput } from '@app/shared/orders';
import { userApi } from '../../../lib/api-client';
import { CART_STORAGE_KEY, cartItems } from '../../../lib/cart';
import { clearSession, saveSession } from '../../../lib/session/session-storage';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import { httpError, mockPublicApi, networkError, okResponse } from '../../../../test/fake-api';
import { submitForm } from '../components/wompi-redirect';
import { shopSettings } from '../test/fixtures';
import CheckoutPage from './checkout-page';

const SETTINGS = shopSettings();

const CATALOG: Record<number, { nombre: string; precio: number }> = {
  7: { nombre: 'Proteína vegetal 750 g', precio: 95_000 },
  9: { nombre: 'Colágeno hidrolizado', precio: 60_000 },
};
const SOACHA = '25754';
const MEDELLIN = '05001';
const SHIPPING: Record<string, number> = { [SOACHA]: 8_000, [MEDELLIN]: 15_000 };

/** Whether the server has Wompi's keys (it then lists the online method in its quote). */
let online = false;

/** What the server would quote (the test's stand-in for POST /pedidos/cotizar). */
function quoteFor(input: QuoteInput, bump = 0): OrderQuote {
  const lineas = input.items.map(({ productoId, cantidad }) => {
    const p = CATALOG[productoId];
    const precio = p.precio + bump;
    return {
      productoId,
      slug: `p-${productoId}`,
      nombre: p.nombre,
      imagen: null,
      precio,
      cantidad,
      subtotal: precio * cantidad,
      problema: null,
    };
  });
  const subtotal = lineas.reduce((s, l) => s + l.subtotal, 0);
  const envio = !input.entrega ? null : input.entrega.tipo === 'recoger' ? 0 : (SHIPPING[input.entrega.municipio] ?? 20_000);
  const total = subtotal + (envio ?? 0);
  const overLimit = total > SETTINGS.contraEntregaMaximo;
  return {
    lineas,
    subtotal,
    envio,
    total,
    envioGratisDesde: SETTINGS.envioGratisDesde,
    zona: input.entrega?.tipo === 'domicilio' ? 'Bogotá y Soacha' : null,
    metodosPago: [
      { metodo: 'transferencia', disponible: true, motivo: null },
      { metodo: 'contra_entrega', disponible: !overLimit, motivo: overLimit ? ORDER_MESSAGES.contraEntregaOverLimit : null },
      ...(online ? [{ metodo: 'wompi' as const, disponible: true, motivo: null }] : []),
    ],
    valido: true,
  };
}

const CREATED: OrderCreated = { referencia: 'VS-7K3Q9', token: 'tok-abc', total: 103_000, estado: 'pendiente_pago' };

type OrderAnswer = (payload: Record<string, unknown>) => unknown;
let orderAnswers: OrderAnswer[];
let post: { mock: { calls: unknown[][] }; mockImplementation: (fn: (url: string, body?: unknown) => Promise<unknown>) => unknown };
const posted = (url: string): Record<string, unknown>[] =>
  post.mock.calls.filter(([u]) => u === url).map(([, body]) => body as Record<string, unknown>);

beforeEach(() => {
  mockPublicApi({ [ORDER_ENDPOINTS.ajustesPublicos]: { data: SETTINGS } });
  orderAnswers = [];
  post = vi.spyOn(userApi, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === ORDER_ENDPOINTS.cotizar) return okResponse(quoteFor(body as QuoteInput));
    if (url === ORDER_ENDPOINTS.pedidos) {
      const answer = orderAnswers.shift();
      if (!answer) throw new Error('unexpected order');
      return answer(body as Record<string, unknown>);
    }
    throw new Error(`unexpected POST ${url}`);
  });
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productoId: 7, cantidad: 1 }]));
  online = false;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderCheckout() {
  return renderWithProviders(<CheckoutPage />, {
    route: '/checkout',
    path: '/checkout',
    routes: [{ path: '/pedido/:token', element: <LocationProbe /> }],
  });
}

const user = () => userEvent.setup();

async function fillBuyer(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Nombres/), 'Camila');
  await u.type(screen.getByLabelText(/^Apellidos/), 'Rojas Díaz');
  await u.type(screen.getByLabelText(/^Correo electrónico/), 'camila@correo.test');
  await u.type(screen.getByLabelText(/^Celular/), '3001234567');
  await u.type(screen.getByLabelText(/^Número de documento/), '1012345678');
}

async function chooseSoacha(u: ReturnType<typeof userEvent.setup>) {
  await u.selectOptions(screen.getByLabelText(/^Departamento/), '25');
  await u.selectOptions(screen.getByLabelText(/^Municipio/), SOACHA);
  await u.type(screen.getByLabelText(/^Dirección/), 'Calle 13 # 7-45');
  await u.type(screen.getByLabelText(/^Barrio/), 'San Mateo');
}

const summary = () => screen.getByRole('region', { name: 'Resumen del pedido' });
const confirmButton = () => screen.getByRole('button', { name: /Confirmar pedido/ });

describe('Checkout: the cart and the page around the form', () => {
  it('an empty cart says so and leads to the shop', async () => {
    localStorage.removeItem(CART_STORAGE_KEY);
    renderCheckout();
    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the server's lines and total, the seller's identity and the terms links", async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { productoId: 7, cantidad: 2 },
        { productoId: 9, cantidad: 1 },
      ]),
    );
    renderCheckout();
    await within(summary()).findByText('Proteína vegetal 750 g');
    expect(within(summary()).getByText(`2 × ${formatPesos(95_000)}`)).toBeInTheDocument();
    expect(within(summary()).getByText('Colágeno hidrolizado')).toBeInTheDocument();
    expect(within(summary()).getAllByText(formatPesos(250_000)).length).toBeGreaterThan(0);
    expect(within(summary()).getByText('Elige el municipio')).toBeInTheDocument();
    // no delivery yet: the first quote is asked without one
    expect(posted(ORDER_ENDPOINTS.cotizar)[0]).toEqual({
      items: [
        { productoId: 7, cantidad: 2 },
        { productoId: 9, cantidad: 1 },
      ],
    });

    const seller = await screen.findByRole('region', { name: 'Quién te vende' });
    for (const text of Object.values(SETTINGS.vendedor)) expect(within(seller).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos y condiciones de venta' })).toHaveAttribute('href', '/terminos');
    expect(screen.getByRole('link', { name: 'política de tratamiento de datos personales' })).toHaveAttribute('href', '/Politicas');
    expect(screen.getByText('Fuente: DANE – DIVIPOLA')).toBeInTheDocument();
    // the text recorded with the acceptance is the one shown beside the checkbox
    expect(screen.getByLabelText(/He leído y acepto/)).toHaveAccessibleDescription(CURRENT_POLICY.purchaseConsent);
  });
});

describe('Checkout: the form checks every field before sending', () => {
  it('an empty form shows the Spanish message under each field and sends nothing', async () => {
    const u = user();
    renderCheckout();
    await within(summary()).findByText('Proteína vegetal 750 g');
    await u.click(confirmButton());

    const expectError = async (label: RegExp, text: string) => {
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    };
    await expectError(/^Nombres/, ORDER_MESSAGES.nombresRequired);
    await expectError(/^Apellidos/, ORDER_MESSAGES.apellidosRequired);
    await expectError(/^Correo electrónico/, 'El correo electrónico es obligatorio.');
    await expectError(/^Número de documento/, ORDER_MESSAGES.documentoRequired);
    await expectError(/^Municipio/, ORDER_MESSAGES.municipioRequired);
    await expectError(/^Dirección/, ORDER_MESSAGES.direccionRequired);
    await expectError(/^Barrio/, ORDER_MESSAGES.barrioRequired);
    expect(screen.getByText(ORDER_MESSAGES.metodoPagoInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/He leído y acepto/)).toHaveAccessibleDescription(
      expect.stringContaining(ORDER_MESSAGES.aceptaTerminosRequired),
    );
    // the first field in error takes the focus
    expect(screen.getByLabelText(/^Nombres/)).toHaveFocus();
    expect(posted(ORDER_ENDPOINTS.pedidos)).toHaveLength(0);
  });

  it('a document number with dots is refused with its reason', async () => {
    const u = user();
    renderCheckout();
    await u.type(screen.getByLabelText(/^Número de documento/), '1.012.345');
    await u.click(confirmButton());
    expect(await screen.findByText(ORDER_MESSAGES.documentoInvalid)).toBeInTheDocument();
  });
});

describe('Checkout: departamento → municipio (DIVIPOLA)', () => {
  it("the municipality list is the chosen department's, and changing department clears the municipality", async () => {
    const u = user();
    renderCheckout();
    const municipio = screen.getByLabelText(/^Municipio/) as HTMLSelectElement;
    expect(
      within(municipio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Primero elige el departamento']);

    await u.selectOptions(screen.getByLabelText(/^Departamento/), '25');
    const names = within(municipio)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('Soacha');
    expect(names).not.toContain('Medellín');
    await u.selectOptions(municipio, SOACHA);
    expect(municipio.value).toBe(SOACHA);

    await u.selectOptions(screen.getByLabelText(/^Departamento/), '05');
    expect(municipio.value).toBe('');
    expect(
      within(municipio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Medellín');
    expect(
      within(municipio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('Soacha');
    // Soacha is not kept behind the new department's name: the order has no municipality until one is chosen
    await u.click(confirmButton());
    await waitFor(() => expect(municipio).toHaveAccessibleDescription(ORDER_MESSAGES.municipioRequired));
  });

  it('asks the server for the shipping again each time the municipality changes', async () => {
    const u = user();
    renderCheckout();
    await u.selectOptions(screen.getByLabelText(/^Departamento/), '25');
    await u.selectOptions(screen.getByLabelText(/^Municipio/), SOACHA);
    await within(summary()).findByText(formatPesos(8_000));
    expect(within(summary()).getAllByText(formatPesos(103_000)).length).toBeGreaterThan(0);

    await u.selectOptions(screen.getByLabelText(/^Departamento/), '05');
    await u.selectOptions(screen.getByLabelText(/^Municipio/), MEDELLIN);
    await within(summary()).findByText(formatPesos(15_000));
    const entregas = posted(ORDER_ENDPOINTS.cotizar).map((b) => b.entrega);
    expect(entregas).toContainEqual({ tipo: 'domicilio', municipio: SOACHA });
    expect(entregas).toContainEqual({ tipo: 'domicilio', municipio: MEDELLIN });
  });

  it('"Recoger" shows the pickup address and quotes without shipping', async () => {
    const u = user();
    renderCheckout();
    await u.click(await screen.findByRole('radio', { name: /Recoger/ }));
    expect(screen.getByText(SETTINGS.direccionRecogida)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Municipio/)).not.toBeInTheDocument();
    await waitFor(() => expect(posted(ORDER_ENDPOINTS.cotizar).map((b) => b.entrega)).toContainEqual({ tipo: 'recoger' }));
    expect(await within(summary()).findByText('Gratis')).toBeInTheDocument();
  });

  it('says why the chosen delivery cannot be used and does not let the order go', async () => {
    const u = user();
    post.mockImplementation(async (url: string, body?: unknown) => {
      const q = quoteFor(body as QuoteInput);
      const pickup = (body as QuoteInput).entrega?.tipo === 'recoger';
      return okResponse({ ...q, problemaEntrega: pickup ? ORDER_MESSAGES.recogerUnavailable : null });
    });
    renderCheckout();
    await u.click(await screen.findByRole('radio', { name: /Recoger/ }));
    expect(await screen.findByText(ORDER_MESSAGES.recogerUnavailable)).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('offers no pickup when the shop has it switched off', async () => {
    mockPublicApi({ [ORDER_ENDPOINTS.ajustesPublicos]: { data: { ...SETTINGS, recogerActivo: false } } });
    renderCheckout();
    await screen.findByRole('region', { name: 'Quién te vende' });
    await within(screen.getByRole('region', { name: 'Quién te vende' })).findByText(SETTINGS.vendedor.nit);
    expect(screen.queryByRole('radio', { name: /Recoger/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Municipio/)).toBeInTheDocument();
  });
});

describe('Checkout: payment methods', () => {
  it('cash on delivery over its limit is offered disabled, with the reason', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productoId: 7, cantidad: 3 }]));
    renderCheckout();
    const cod = await screen.findByRole('radio', { name: /Pago contra entrega/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(ORDER_MESSAGES.contraEntregaOverLimit);
    expect(screen.getByRole('radio', { name: /Transferencia, Nequi o llave Bre-B/ })).toBeEnabled();
  });

  it('a method chosen and then refused by a new quote is unticked, saying why', async () => {
    const u = user();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productoId: 7, cantidad: 2 }]));
    renderCheckout();
    await u.click(await screen.findByRole('radio', { name: /Pago contra entrega/ }));
    // 190.000 + Medellín's 15.000 goes over the 200.000 limit
    await u.selectOptions(screen.getByLabelText(/^Departamento/), '05');
    await u.selectOptions(screen.getByLabelText(/^Municipio/), MEDELLIN);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Pago contra entrega/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /Pago contra entrega/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Método de pago' })).toHaveAccessibleDescription(ORDER_MESSAGES.contraEntregaOverLimit);
  });
});

describe('Checkout: confirming', () => {
  async function fillAll(u: ReturnType<typeof userEvent.setup>) {
    await fillBuyer(u);
    await chooseSoacha(u);
    await u.click(await screen.findByRole('radio', { name: /Transferencia/ }));
    await u.click(screen.getByLabelText(/He leído y acepto/));
    await within(summary()).findByText(formatPesos(8_000));
  }

  it('sends the payload with the total on screen, empties the cart and opens Mi pedido', async () => {
    const u = user();
    orderAnswers.push(() => okResponse(CREATED, 201));
    renderCheckout();
    await fillAll(u);
    await u.click(confirmButton());

    expect(await screen.findByTestId('location')).toHaveTextContent('/pedido/tok-abc');
    expect(posted(ORDER_ENDPOINTS.pedidos)[0]).toEqual({
      items: [{ productoId: 7, cantidad: 1 }],
      // no programme in this cart
      retos: [],
      inicio: null,
      comprador: {
        nombres: 'Camila',
        apellidos: 'Rojas Díaz',
        email: 'camila@correo.test',
        telefono: '+573001234567',
        tipoDocumento: 'CC',
        numeroDocumento: '1012345678',
      },
      entrega: { tipo: 'domicilio', municipio: SOACHA, direccion: 'Calle 13 # 7-45', barrio: 'San Mateo', indicaciones: null },
      metodoPago: 'transferencia',
      totalEsperado: 103_000,
      aceptaTerminos: true,
      politica_version: CURRENT_POLICY.id,
    });
    expect(cartItems()).toEqual([]);
  });

  it('a 409 shows the message and the new quote; the buyer confirms again with the new total', async () => {
    const u = user();
    // the price went up by 5.000 between the quote and the order
    orderAnswers.push((body) => {
      throw httpError(409, {
        message: ORDER_MESSAGES.totalChanged,
        error: ORDER_MESSAGES.totalChanged,
        cotizacion: quoteFor({ items: body.items as QuoteInput['items'], entrega: { tipo: 'domicilio', municipio: SOACHA } }, 5_000),
      });
    });
    orderAnswers.push(() => okResponse({ ...CREATED, total: 108_000 }, 201));
    renderCheckout();
    await fillAll(u);
    await u.click(confirmButton());

    expect(await screen.findByText(ORDER_MESSAGES.totalChanged)).toBeInTheDocument();
    expect(within(summary()).getByText(`1 × ${formatPesos(100_000)}`)).toBeInTheDocument();
    expect(within(summary()).getAllByText(formatPesos(108_000)).length).toBeGreaterThan(0);
    expect(screen.getByText(/Total a pagar/)).toHaveTextContent(formatPesos(108_000));
    // nothing was placed: the page stays, with everything typed
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombres/)).toHaveValue('Camila');
    expect(cartItems()).toHaveLength(1);

    await u.click(confirmButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/pedido/tok-abc');
    expect(posted(ORDER_ENDPOINTS.pedidos).map((b) => b.totalEsperado)).toEqual([103_000, 108_000]);
  });

  it("a 400 puts the server's messages under their fields", async () => {
    const u = user();
    orderAnswers.push(() => {
      throw httpError(400, {
        message: 'Revisa los campos marcados.',
        error: 'Revisa los campos marcados.',
        errors: [
          { path: 'entrega.municipio', msg: ORDER_MESSAGES.municipioInvalid },
          { path: 'comprador.numeroDocumento', msg: ORDER_MESSAGES.documentoInvalid },
        ],
      });
    });
    renderCheckout();
    await fillAll(u);
    await u.click(confirmButton());
    await waitFor(() => expect(screen.getByLabelText(/^Municipio/)).toHaveAccessibleDescription(ORDER_MESSAGES.municipioInvalid));
    expect(screen.getByLabelText(/^Número de documento/)).toHaveAccessibleDescription(
      expect.stringContaining(ORDER_MESSAGES.documentoInvalid),
    );
    expect(screen.getAllByText('Revisa los campos marcados.').length).toBeGreaterThan(0);
  });

  it('a lost connection keeps everything typed and says so', async () => {
    const u = user();
    orderAnswers.push(() => {
      throw networkError();
    });
    renderCheckout();
    await fillAll(u);
    await u.click(confirmButton());
    expect(await screen.findByText(/No pudimos registrar tu pedido/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Barrio/)).toHaveValue('San Mateo');
    expect(screen.getByLabelText(/^Municipio/)).toHaveValue(SOACHA);
    expect(screen.getByLabelText(/He leído y acepto/)).toBeChecked();
    expect(cartItems()).toHaveLength(1);
  });
});

describe('Checkout: a programme (reto)', () => {
  const RETO_QUOTE: OrderQuote = {
    lineas: [],
    programas: [{ retoId: 2, slug: 'reto21dias', nombre: 'Reto 21 días', dias: 21, imagen: null, precio: 180_000, problema: null }],
    subtotal: 180_000,
    envio: 0,
    total: 180_000,
    envioGratisDesde: SETTINGS.envioGratisDesde,
    zona: null,
    metodosPago: [
      { metodo: 'transferencia', disponible: true, motivo: null },
      { metodo: 'contra_entrega', disponible: false, motivo: ORDER_MESSAGES.contraEntregaReto },
    ],
    valido: true,
  };

  beforeEach(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ retoId: 2 }]));
    post.mockImplementation(async (url: string, body?: unknown) => {
      if (url === ORDER_ENDPOINTS.cotizar) return okResponse(RETO_QUOTE);
      if (url === ORDER_ENDPOINTS.pedidos) return orderAnswers.shift()!(body as Record<string, unknown>);
      throw new Error(`unexpected POST ${url}`);
    });
  });
  afterEach(() => clearSession('user'));

  it('asks to log in or create an account first, and the login returns to the checkout', async () => {
    renderCheckout();
    expect(screen.getByText('Para comprar un reto inicia sesión o crea tu cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registro-usuarios');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('signed in: the account e-mail, the start date (next Monday by default), no delivery; the order carries both', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 2026-11-27, 22:00 in Bogotá
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
    saveSession('user', 'tok-usuario', { email: 'laura@correo.test' });
    const u = user();
    orderAnswers.push(() => okResponse(CREATED, 201));
    renderCheckout();
    await within(summary()).findByText('Reto 21 días');
    expect(screen.queryByRole('region', { name: '2. Entrega' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('laura@correo.test');
    const inicio = screen.getByLabelText(/^Fecha de inicio/);
    expect(inicio).toHaveValue('2026-11-30');
    expect(inicio).toHaveAttribute('min', '2026-11-28');
    expect(screen.getByLabelText(/Pago contra entrega/)).toBeDisabled();

    await u.type(screen.getByLabelText(/^Nombres/), 'Laura');
    await u.type(screen.getByLabelText(/^Apellidos/), 'Rincón');
    await u.type(screen.getByLabelText(/^Celular/), '3001234567');
    await u.type(screen.getByLabelText(/^Número de documento/), '52123456');
    await u.click(screen.getByLabelText(/Transferencia/));
    await u.click(screen.getByRole('checkbox'));
    await u.click(confirmButton());
    await screen.findByTestId('location');
    const sent = posted(ORDER_ENDPOINTS.pedidos)[0];
    expect(sent).toMatchObject({ items: [], retos: [{ retoId: 2 }], inicio: '2026-11-30', totalEsperado: 180_000 });
    expect(sent.comprador).toMatchObject({ email: 'laura@correo.test' });
    // undefined: JSON leaves it out
    expect(sent.entrega).toBeUndefined();
    vi.useRealTimers();
  });
});

describe('Checkout: paying online', () => {
  const CHECKOUT = {
    url: 'https://checkout.wompi.co/p/',
    campos: {
      'public-key': 'pub_test_abc',
      currency: 'COP',
      'amount-in-cents': '10300000',
      reference: 'VS-7K3Q9-X4B2',
      'signature:integrity': 'a'.repeat(64),
      'redirect-url': 'https://sitio.test/pedido/tok-abc/resultado',
      'expiration-time': '2026-11-26T16:30:00.000Z',
    },
  };

  it('is not offered when the server does not list it', async () => {
    renderCheckout();
    await fillBuyer(user());
    await chooseSoacha(user());
    await screen.findByRole('radio', { name: /Transferencia/ });
    expect(screen.queryByRole('radio', { name: /Pagar en línea/ })).not.toBeInTheDocument();
  });

  it("sends metodoPago wompi, empties the cart and sends the GET form with the server's fields to the checkout", async () => {
    online = true;
    const send = vi.spyOn(submitForm, 'send').mockImplementation(() => undefined);
    const u = user();
    orderAnswers.push(() => okResponse({ ...CREATED, wompi: CHECKOUT }, 201));
    renderCheckout();
    await fillBuyer(u);
    await chooseSoacha(u);
    await u.click(await screen.findByRole('radio', { name: /Pagar en línea \(tarjeta, PSE, Nequi, Bancolombia\)/ }));
    await u.click(screen.getByLabelText(/He leído y acepto/));
    await within(summary()).findByText(formatPesos(8_000));
    await u.click(confirmButton());

    const form = await screen.findByRole('form', { name: 'Pagar en línea con Wompi' });
    expect(posted(ORDER_ENDPOINTS.pedidos)[0]).toMatchObject({ metodoPago: 'wompi', totalEsperado: 103_000 });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', CHECKOUT.url);
    const fields = Object.fromEntries(
      [...form.querySelectorAll('input[type="hidden"]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]),
    );
    expect(fields).toEqual(CHECKOUT.campos);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toBe(form);
    expect(screen.getByRole('button', { name: 'Ir a pagar con Wompi' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(cartItems()).toEqual([]);
  });
});
