import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockPublicApi } from '../../../../test/fake-api';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import { cartItems } from '../../../lib/cart';
import TiendaPage from '../routes/tienda-page';
import ProductoPage from '../routes/producto-page';
import PaginasPage from '../routes/paginas-page';
import { SUPPLEMENT_LEGEND } from '@app/shared/shop-public';
import { batido, crema, detail, fibra } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

function renderTienda(route = '/tienda') {
  return renderWithProviders(
    [
      {
        path: 'tienda',
        element: (
          <>
            <TiendaPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    { route },
  );
}

function renderProducto(route: string) {
  return renderWithProviders(
    [
      {
        path: 'tienda/:slug',
        element: (
          <>
            <ProductoPage notFound={<h1>Página no encontrada</h1>} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { route },
  );
}

describe('/tienda', () => {
  it('shows each product as a card: picture, name, presentation, price "$ 95.000", the former price crossed out, "Agotado"', async () => {
    mockPublicApi({ '/productos': { data: [batido, fibra, crema] } });
    renderTienda();
    expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Batido Nutricional Vainilla' })).closest('article')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/tienda/batido-nutricional-vainilla');
    expect(within(card).getByRole('img', { name: 'Batido Nutricional Vainilla, 750 g' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/productos/batido-640.webp 640w'),
    );
    expect(card).toHaveTextContent('750 g');
    expect(card).toHaveTextContent('Precio: $ 95.000');
    expect(within(card).getByText('$ 110.000', { exact: false }).closest('s')).toBeInTheDocument();
    expect(within(card).queryByText('Agotado')).not.toBeInTheDocument();

    const soldOut = screen.getByRole('link', { name: 'Fibra Activa' }).closest('article')!;
    expect(within(soldOut).getByText('Agotado')).toBeInTheDocument();
    expect(soldOut.querySelector('s')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('3 productos');
  });

  it('preselects the category named in the address, and the chips change it in the address', async () => {
    const user = userEvent.setup();
    const fetch = mockPublicApi({
      '/productos?categoria=nutricion-interna': { data: [batido, fibra] },
      '/productos?categoria=nutricion-externa': { data: [crema] },
      '/productos': { data: [batido, fibra, crema] },
    });
    renderTienda('/tienda?categoria=nutricion-interna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutrición Interna' })).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Categorías' });
    expect(within(chips).getByRole('link', { name: 'Nutrición Interna' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Fibra Activa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crema Hidratante de Aloe' })).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('link', { name: 'Nutrición Externa' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tienda?categoria=nutricion-externa');
    expect(await screen.findByRole('link', { name: 'Crema Hidratante de Aloe' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Nutrición Externa' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(chips).getByRole('link', { name: 'Todos' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tienda$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/productos', expect.anything());
  });

  it('sorts with the four orders of the API, kept in the address', async () => {
    const user = userEvent.setup();
    const fetch = mockPublicApi({
      '/productos': { data: [batido, crema] },
      '/productos?orden=precio_asc': { data: [crema, batido] },
      '/productos?orden=precio_desc': { data: [batido, crema] },
      '/productos?orden=nombre': { data: [batido, crema] },
    });
    renderTienda();
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['relevancia', 'precio_asc', 'precio_desc', 'nombre']);
    await user.selectOptions(select, 'precio_asc');
    expect(screen.getByTestId('location')).toHaveTextContent('/tienda?orden=precio_asc');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Crema Hidratante de Aloe',
        'Batido Nutricional Vainilla',
      ]),
    );
    await user.selectOptions(select, 'precio_desc');
    await user.selectOptions(select, 'nombre');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/api/productos?orden=precio_asc', '/api/productos?orden=precio_desc', '/api/productos?orden=nombre']),
    );
  });

  it('searches by text, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    mockPublicApi({ '/productos': { data: [batido] }, '/productos?q=te+verde': { data: [] } });
    renderTienda();
    await screen.findByRole('link', { name: 'Batido Nutricional Vainilla' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'te verde');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tienda?q=te+verde');
    expect(await screen.findByText('No encontramos productos para «te verde».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute('href', '/tienda');
  });

  it('ignores a category or an order it does not know', async () => {
    const fetch = mockPublicApi({ '/productos': { data: [batido] } });
    renderTienda('/tienda?categoria=%3Cscript%3E&orden=caro');
    await screen.findByRole('link', { name: 'Batido Nutricional Vainilla' });
    expect(fetch).toHaveBeenCalledWith('/api/productos', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
  });

  it("shows the server's message when the catalog cannot be read", async () => {
    mockPublicApi({ '/productos': { error: { status: 503, body: { message: 'Servicio no disponible.', error: 'Service Unavailable' } } } });
    renderTienda();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
  });
});

describe('/tienda/:slug', () => {
  it('shows the gallery, price, presentation, description, and the INVIMA legend of a food supplement', async () => {
    mockPublicApi({ '/productos/batido-nutricional-vainilla': { data: detail(batido) } });
    renderProducto('/tienda/batido-nutricional-vainilla');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batido Nutricional Vainilla' })).toBeInTheDocument();
    const info = screen.getByRole('heading', { level: 1 }).closest('.product-layout')!;
    expect(info).toHaveTextContent('Precio: $ 95.000');
    expect(info).toHaveTextContent('Precio anterior: $ 110.000');
    expect(info).toHaveTextContent('Presentación: 750 g');
    expect(screen.getByRole('heading', { level: 2, name: 'Descripción' })).toBeInTheDocument();
    expect(screen.getByText('Consulta con tu coach cómo incluirlo en tu plan.')).toBeInTheDocument();
    expect(screen.getByText(SUPPLEMENT_LEGEND)).toBeInTheDocument();
    expect(SUPPLEMENT_LEGEND).toBe(
      'Este producto es un suplemento dietario, no es un medicamento y no suple una alimentación equilibrada.',
    );
    expect(screen.getByText(SUPPLEMENT_LEGEND).parentElement).toHaveTextContent('Registro sanitario INVIMA RSA-0012345-2021');
    const gallery = screen.getByRole('group', { name: 'Imágenes de Batido Nutricional Vainilla' });
    expect(within(gallery).getByRole('button', { name: /Ver imagen 2 de 2/ })).toHaveAttribute('aria-pressed', 'false');
    expect(document.title).toBe('Batido Nutricional Vainilla | Vida Sana Coaching');
    expect(screen.getByRole('link', { name: 'Nutrición Interna' })).toHaveAttribute('href', '/tienda?categoria=nutricion-interna');
  });

  it('carries no supplement legend for skin care', async () => {
    mockPublicApi({ '/productos/crema-hidratante-de-aloe': { data: detail(crema) } });
    renderProducto('/tienda/crema-hidratante-de-aloe');
    await screen.findByRole('heading', { level: 1, name: 'Crema Hidratante de Aloe' });
    expect(screen.queryByText(SUPPLEMENT_LEGEND)).not.toBeInTheDocument();
    expect(screen.queryByText(/Registro sanitario INVIMA/)).not.toBeInTheDocument();
  });

  it('adds the chosen quantity to the cart and says so', async () => {
    const user = userEvent.setup();
    mockPublicApi({ '/productos/batido-nutricional-vainilla': { data: detail(batido) } });
    renderProducto('/tienda/batido-nutricional-vainilla');
    await screen.findByRole('heading', { level: 1, name: 'Batido Nutricional Vainilla' });
    await user.click(screen.getByRole('button', { name: 'Una unidad más de Batido Nutricional Vainilla' }));
    await user.click(screen.getByRole('button', { name: 'Una unidad más de Batido Nutricional Vainilla' }));
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(cartItems()).toEqual([{ productoId: 1, cantidad: 3 }]);
    expect(screen.getByText('Agregaste 3 unidades al carrito.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/carrito');
  });

  it('keeps a typed quantity within 1 and 99', async () => {
    const user = userEvent.setup();
    mockPublicApi({ '/productos/batido-nutricional-vainilla': { data: detail(batido) } });
    renderProducto('/tienda/batido-nutricional-vainilla');
    const field = await screen.findByRole('spinbutton', { name: 'Cantidad' });
    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    expect(field).toHaveValue(99);
    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue(1);
  });

  it('links to WhatsApp with a message naming the product, its presentation, the quantity and its address', async () => {
    mockPublicApi({ '/productos/batido-nutricional-vainilla': { data: detail(batido) } });
    renderProducto('/tienda/batido-nutricional-vainilla');
    const link = await screen.findByRole('link', { name: 'Pedir por WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/573001234567');
    expect(url.searchParams.get('text')).toBe(
      `Hola, quiero pedir 1 × Batido Nutricional Vainilla (750 g). ${window.location.origin}/tienda/batido-nutricional-vainilla`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers no "Agregar al carrito" for a product out of stock', async () => {
    mockPublicApi({ '/productos/fibra-activa': { data: detail(fibra) } });
    renderProducto('/tienda/fibra-activa');
    await screen.findByRole('heading', { level: 1, name: 'Fibra Activa' });
    expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).not.toBeInTheDocument();
    expect(screen.getByText('Agotado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir por WhatsApp' })).toBeInTheDocument();
  });

  it('moves to the current address of a product asked by a former slug', async () => {
    // the API answered 301 and fetch followed it: the product carries its current slug
    mockPublicApi({
      '/productos/batido-vainilla': { data: detail(batido) },
      '/productos/batido-nutricional-vainilla': { data: detail(batido) },
    });
    renderProducto('/tienda/batido-vainilla');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tienda/batido-nutricional-vainilla'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batido Nutricional Vainilla' })).toBeInTheDocument();
  });

  it("shows the site's not-found page for an unknown product", async () => {
    const fetch = mockPublicApi({
      '/productos/no-existe': { error: { status: 404, body: { message: 'Producto no encontrado.', error: 'Not Found' } } },
    });
    renderProducto('/tienda/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    // a 404 is an answer: asked once
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('/paginas', () => {
  it('shows the catalog grouped by category, in the order of the home cards', async () => {
    mockPublicApi({ '/productos': { data: [crema, batido, fibra] } });
    renderWithProviders(<PaginasPage />, { route: '/paginas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Batido Nutricional Vainilla' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nutrición Interna',
      'Nutrición Externa',
      'Nutrición Expecifica',
      'Nutrición Deportiva',
      'Planes para ti',
    ]);
    const interna = screen.getByRole('region', { name: 'Nutrición Interna' });
    expect(
      within(interna)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Batido Nutricional Vainilla', 'Fibra Activa']);
    expect(within(interna).getByRole('link', { name: 'Ver en la tienda (Nutrición Interna)' })).toHaveAttribute(
      'href',
      '/tienda?categoria=nutricion-interna',
    );
    expect(
      within(screen.getByRole('region', { name: 'Planes para ti' })).getByText('Muy pronto tendremos productos en esta categoría.'),
    ).toBeInTheDocument();
  });
});
