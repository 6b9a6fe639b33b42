import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteInput } from '@app/shared/orders';
import { httpError, okResponse } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { userApi } from '../../../lib/api-client';
import { addToCart, cartItems } from '../../../lib/cart';
import CarritoPage from '../routes/carrito-page';
import { batido, crema, fibra, quote, quoteLine } from './fixtures';

afterEach(() => vi.restoreAllMocks());

/** The quote endpoint as the server answers it: the stock of each product, the prices of today. */
function fakeQuote(stock: Record<number, number | null> = {}, problems: Record<number, 'inactivo' | 'no_existe'> = {}) {
  const products = [batido, fibra, crema];
  return vi.spyOn(userApi, 'post').mockImplementation(async (url, body) => {
    expect(url).toBe('/pedidos/cotizar');
    const { items } = body as QuoteInput;
    const lineas = items.map(({ productoId, cantidad }) => {
      const p = products.find((x) => x.id === productoId)!;
      const left = stock[productoId] ?? null;
      // as the server answers: a product gone or off sale is its id and problem only; the units left only when fewer than asked
      const gone = problems[productoId];
      if (gone) return { productoId, problema: gone };
      const problema = left === 0 ? ('agotado' as const) : left !== null && cantidad > left ? ('stock_insuficiente' as const) : null;
      return quoteLine(p, cantidad, { ...(problema ? { stock: left! } : {}), problema });
    });
    return okResponse(quote(lineas));
  });
}

const renderCart = () => renderWithProviders(<CarritoPage />, { route: '/carrito' });

describe('/carrito', () => {
  it('is empty with a way to the shop', () => {
    const post = vi.spyOn(userApi, 'post');
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument();
    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/tienda');
    expect(post).not.toHaveBeenCalled();
  });

  it("shows each line at the server's current price, the subtotal, and shipping for the next step", async () => {
    addToCart(batido.id, 2);
    addToCart(crema.id, 1);
    const post = fakeQuote();
    renderCart();
    const lines = await screen.findByRole('list', { name: 'Productos en tu carrito' });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Batido Nutricional Vainilla');
    expect(items[0]).toHaveTextContent('$ 95.000 c/u');
    expect(items[0]).toHaveTextContent('Subtotal: $ 190.000');
    expect(within(items[0]).getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(2);
    const summary = screen.getByRole('complementary', { name: 'Resumen' });
    expect(summary).toHaveTextContent('Subtotal$ 248.000');
    expect(summary).toHaveTextContent('EnvíoPor calcular');
    expect(summary).toHaveTextContent('El envío se calcula en el siguiente paso, según el municipio de entrega.');
    expect(summary).toHaveTextContent('Envío gratis en compras desde $ 250.000.');
    expect(within(summary).getByRole('link', { name: 'Continuar con la compra' })).toHaveAttribute('href', '/checkout');
    // only ids and quantities are sent: prices come from the server
    expect(post).toHaveBeenCalledWith('/pedidos/cotizar', {
      items: [
        { productoId: 1, cantidad: 2 },
        { productoId: 4, cantidad: 1 },
      ],
    });
  });

  it('changes a quantity and asks for a new quote, and removes a line', async () => {
    const user = userEvent.setup();
    addToCart(batido.id, 1);
    addToCart(crema.id, 1);
    const post = fakeQuote();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Una unidad más de Batido Nutricional Vainilla' }));
    expect(cartItems()[0]).toEqual({ productoId: 1, cantidad: 2 });
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Resumen' })).toHaveTextContent('Subtotal$ 248.000'));
    expect(post).toHaveBeenLastCalledWith('/pedidos/cotizar', {
      items: [
        { productoId: 1, cantidad: 2 },
        { productoId: 4, cantidad: 1 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Quitar Crema Hidratante de Aloe del carrito' }));
    expect(cartItems()).toEqual([{ productoId: 1, cantidad: 2 }]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Productos en tu carrito' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('over the maximum per order, still shows the lines with the reason and blocks the checkout until a quantity is lowered', async () => {
    const user = userEvent.setup();
    addToCart(batido.id, 3);
    const message =
      'El total de este pedido supera el máximo de $ 200.000 por pedido. Divide tu compra en varios pedidos o escríbenos y te ayudamos.';
    vi.spyOn(userApi, 'post').mockImplementation(async (_url, body) => {
      const [{ productoId, cantidad }] = (body as QuoteInput).items;
      const cotizacion = quote([quoteLine(batido, cantidad)]);
      if (productoId === batido.id && cantidad * batido.precio <= 200_000) return okResponse(cotizacion);
      throw httpError(409, { message, error: message, cotizacion: { ...cotizacion, valido: false, problemaTotal: message } });
    });
    renderCart();
    const summary = await screen.findByRole('complementary', { name: 'Resumen' });
    expect(within(summary).getByRole('button', { name: 'Continuar con la compra' })).toBeDisabled();
    expect(summary).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Una unidad menos de Batido Nutricional Vainilla' }));
    await waitFor(() =>
      expect(within(summary).getByRole('link', { name: 'Continuar con la compra' })).toHaveAttribute('href', '/checkout'),
    );
    expect(summary).not.toHaveTextContent(message);
  });

  it('never offers more units than are left, and brings a line above the stock down to it', async () => {
    const user = userEvent.setup();
    addToCart(batido.id, 5);
    fakeQuote({ [batido.id]: 3 });
    renderCart();
    expect(await screen.findByText('Ajustamos tu carrito a las unidades disponibles')).toBeInTheDocument();
    expect(screen.getByText('Batido Nutricional Vainilla: quedan 3 unidades')).toBeInTheDocument();
    await waitFor(() => expect(cartItems()).toEqual([{ productoId: 1, cantidad: 3 }]));
    const field = screen.getByRole('spinbutton', { name: 'Cantidad' });
    await waitFor(() => expect(field).toHaveValue(3));
    expect(field).toHaveAttribute('max', '3');
    expect(screen.getByRole('button', { name: 'Una unidad más de Batido Nutricional Vainilla' })).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Quedan 3 unidades.');
    await user.clear(field);
    await user.type(field, '9');
    await user.tab();
    expect(field).toHaveValue(3);
    expect(cartItems()).toEqual([{ productoId: 1, cantidad: 3 }]);
    expect(screen.getByRole('link', { name: 'Continuar con la compra' })).toBeInTheDocument();
  });

  it('flags a product that ran out or was withdrawn, and does not let the buyer continue until it is removed', async () => {
    const user = userEvent.setup();
    addToCart(batido.id, 1);
    addToCart(fibra.id, 1);
    addToCart(crema.id, 1);
    fakeQuote({ [fibra.id]: 0 }, { [crema.id]: 'inactivo' });
    renderCart();
    const lines = await screen.findByRole('list', { name: 'Productos en tu carrito' });
    const [, soldOut, withdrawn] = within(lines).getAllByRole('listitem');
    expect(soldOut).toHaveTextContent('Agotado: no quedan unidades. Quítalo para continuar.');
    expect(within(soldOut).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(withdrawn).toHaveTextContent('Este producto ya no está a la venta. Quítalo para continuar.');
    // the quote names no product the shop stopped offering
    expect(withdrawn).toHaveTextContent('Producto no disponible');
    expect(screen.queryByRole('link', { name: 'Continuar con la compra' })).not.toBeInTheDocument();
    const blocked = screen.getByRole('button', { name: 'Continuar con la compra' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('Quita o ajusta los productos marcados para continuar.');

    await user.click(within(soldOut).getByRole('button', { name: 'Quitar Fibra Activa del carrito' }));
    await user.click(within(withdrawn).getByRole('button', { name: 'Quitar Producto no disponible del carrito' }));
    expect(await screen.findByRole('link', { name: 'Continuar con la compra' })).toHaveAttribute('href', '/checkout');
  });

  it('says so when the prices cannot be read, and tries again on demand', async () => {
    const user = userEvent.setup();
    addToCart(batido.id, 1);
    const post = vi
      .spyOn(userApi, 'post')
      .mockRejectedValueOnce(httpError(503, { message: 'Servicio no disponible.', error: 'Service Unavailable' }))
      .mockResolvedValueOnce(okResponse(quote([quoteLine(batido, 1)])));
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('link', { name: 'Continuar con la compra' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });
});
