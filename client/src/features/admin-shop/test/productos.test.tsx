import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductosPage from '../routes/productos-page';
import ProductoPage from '../routes/producto-page';
import { renderWithProviders, LocationProbe } from '../../../../test/render';
import { fakeAdminServer, type FakeCall } from '../../../../test/fake-api';
import { image, productFixture } from './fixtures';

afterEach(() => vi.restoreAllMocks());

const list = [
  productFixture(),
  productFixture({ id: 2, nombre: 'Colágeno', slug: 'colageno', activo: false, stock: null, precio: 120000, precioAntes: 150000 }),
  productFixture({ id: 3, nombre: 'Omega 3', slug: 'omega-3', stock: 0, imagenes: [image(9, 'Frasco de omega 3')] }),
];

const productRoutes = [
  { path: '/admin/dashboard/productos', element: <ProductosPage /> },
  { path: '/admin/dashboard/productos/:id', element: <ProductoPage /> },
];

// typing with userEvent is slow on a loaded machine
describe('Productos: the list', { timeout: 20_000 }, () => {
  it('shows every product with its price in pesos, its stock and "Inactivo" on the inactive ones', async () => {
    fakeAdminServer(() => ({ status: 200, data: list }));
    renderWithProviders(<ProductosPage />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('$ 95.000');
    expect(rows[0]).toHaveTextContent('12');
    expect(rows[0]).not.toHaveTextContent('Inactivo');
    expect(rows[1]).toHaveTextContent('Inactivo');
    expect(rows[1]).toHaveTextContent('No se controla');
    expect(rows[1]).toHaveTextContent('$ 120.000');
    expect(rows[1]).toHaveTextContent('Antes: $ 150.000');
    expect(rows[2]).toHaveTextContent('Agotado');
    expect(within(rows[2]!).getByAltText('Frasco de omega 3')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Sin imagen' })).toBeInTheDocument();
  });

  it('says so when there are none, and when the list fails', async () => {
    fakeAdminServer(() => ({ status: 200, data: [] }));
    const { unmount } = renderWithProviders(<ProductosPage />);
    expect(await screen.findByText('Aún no hay productos: crea el primero con «Nuevo producto».')).toBeInTheDocument();
    unmount();
    fakeAdminServer(() => ({ status: 500 }));
    renderWithProviders(<ProductosPage />);
    expect(await screen.findByText('No se pudieron cargar los productos.')).toBeInTheDocument();
  });

  it('asks before archiving, keeps the dialog open with the failure, and archives on confirmation', async () => {
    let fail = true;
    const calls = fakeAdminServer((c) => {
      if (c.method === 'DELETE')
        return fail
          ? { status: 500 }
          : { status: 200, data: { message: 'Producto archivado: ya no se muestra en la tienda ni en la lista.' } };
      return { status: 200, data: list };
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductosPage />);
    await user.click(await screen.findByRole('button', { name: 'Archivar Colágeno' }));
    let dialog = screen.getByRole('dialog', { name: 'Archivar producto' });
    expect(dialog).toHaveTextContent('¿Archivar «Colágeno»?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Archivar Colágeno' }));
    dialog = screen.getByRole('dialog', { name: 'Archivar producto' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(await within(dialog).findByText('No se pudo archivar el producto.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Producto archivado: ya no se muestra en la tienda ni en la lista.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/admin/productos/2', '/admin/productos/2']);
  });
});

describe('Productos: the form', { timeout: 20_000 }, () => {
  const post = (calls: FakeCall[]) => calls.find((c) => c.method === 'POST' && c.url === '/admin/productos');

  it('says what is missing and sends nothing', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: [] }));
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/nuevo' });
    await user.click(await screen.findByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Elige una de las cinco categorías de la tienda.')).toBeInTheDocument();
    expect(screen.getByText('El resumen es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El precio debe ser un número entero de pesos mayor que cero.')).toBeInTheDocument();
    expect(screen.getByText(/La presentación es obligatoria/)).toBeInTheDocument();
    // the error is tied to its field
    expect(screen.getByLabelText(/^Precio/, { selector: '#producto-precio' })).toHaveAccessibleDescription(
      /El precio debe ser un número entero/,
    );
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
    expect(post(calls)).toBeUndefined();
  });

  it('reads "95.000" as 95000 pesos, a blank stock as not tracked and a blank slug as "from the name", then opens the new product', async () => {
    const created = productFixture({ id: 41 });
    const calls = fakeAdminServer((c) => (c.method === 'POST' ? { status: 201, data: created } : { status: 200, data: created }));
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/nuevo', routes: [{ path: '*', element: <LocationProbe /> }] });
    await user.type(await screen.findByLabelText(/^Nombre/), 'Proteína Vainilla');
    expect(screen.getByText(/Vacía: se crea a partir del nombre \(proteina-vainilla\)/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Categoría/), 'nutricion-deportiva');
    await user.type(screen.getByLabelText(/^Resumen/), 'Proteína de suero.');
    const precio = screen.getByLabelText(/^Precio/, { selector: '#producto-precio' });
    expect(precio).toHaveAttribute('type', 'text');
    expect(precio).toHaveAttribute('inputmode', 'numeric');
    await user.type(precio, '95000');
    await user.tab();
    expect(precio).toHaveValue('95.000');
    await user.type(screen.getByLabelText(/^Presentación/), '750 g');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    expect(await screen.findByRole('heading', { name: 'Proteína Vainilla' })).toBeInTheDocument();
    expect(post(calls)?.data).toEqual({
      nombre: 'Proteína Vainilla',
      slug: null,
      categoria: 'nutricion-deportiva',
      resumen: 'Proteína de suero.',
      descripcion: '',
      precio: 95000,
      precioAntes: null,
      stock: null,
      presentacion: '750 g',
      registroInvima: null,
      activo: true,
      orden: 0,
    });
    expect(screen.getByText('Producto creado. Agrega ahora sus imágenes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imágenes (0 de 6)' })).toBeInTheDocument();
  });

  it('refuses a price with cents or a "precio antes" not above the price, under their fields', async () => {
    fakeAdminServer(() => ({ status: 200, data: productFixture() }));
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    const precio = await screen.findByLabelText(/^Precio/, { selector: '#producto-precio' });
    expect(precio).toHaveValue('95.000');
    await user.clear(precio);
    await user.type(precio, '95.50');
    await user.type(screen.getByLabelText(/^Precio antes/), '90.000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El precio debe ser un número entero de pesos mayor que cero.')).toBeInTheDocument();

    await user.clear(precio);
    await user.type(precio, '95.000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El precio antes debe ser un número entero de pesos mayor que el precio.')).toBeInTheDocument();
  });

  it("edits every key and shows the server's refusal of a slug under the slug", async () => {
    const calls = fakeAdminServer((c) =>
      c.method === 'PUT'
        ? {
            status: 409,
            data: {
              message: 'Ya existe otro producto con esa dirección (slug).',
              error: 'Conflict',
              errors: [{ path: 'slug', msg: 'Ya existe otro producto con esa dirección (slug).' }],
            },
          }
        : { status: 200, data: productFixture() },
    );
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    const slug = await screen.findByLabelText(/^Dirección \(slug\)/);
    await user.clear(slug);
    await user.type(slug, 'colageno');
    await user.clear(screen.getByLabelText(/^Stock/));
    await user.type(screen.getByLabelText(/^Stock/), '1.000');
    await user.type(screen.getByLabelText(/^Precio antes/), '$ 110.000');
    await user.click(screen.getByLabelText(/^Activo/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Ya existe otro producto con esa dirección/));
    expect(slug).toHaveFocus();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/admin/productos/1',
      data: {
        slug: 'colageno',
        stock: 1000,
        precioAntes: 110000,
        activo: false,
        precio: 95000,
        registroInvima: 'RSA-0001234-2024',
        orden: 1,
      },
    });
  });
});

describe("Productos: a product's page", () => {
  it('links an active product to its page in the shop, and not an inactive one', async () => {
    fakeAdminServer(() => ({ status: 200, data: productFixture() }));
    const { unmount } = renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    expect(await screen.findByRole('link', { name: 'Ver en la tienda' })).toHaveAttribute('href', '/tienda/proteina-vainilla');
    unmount();
    fakeAdminServer(() => ({ status: 200, data: productFixture({ activo: false }) }));
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    expect(await screen.findByText('Inactivo: no se muestra en la tienda.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver en la tienda' })).not.toBeInTheDocument();
  });

  it('says so for a product that does not exist', async () => {
    fakeAdminServer(() => ({ status: 404, data: { message: 'Producto no encontrado.', error: 'Not Found' } }));
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/999' });
    expect(await screen.findByText('Producto no encontrado.')).toBeInTheDocument();
  });
});

describe('Productos: the images', { timeout: 20_000 }, () => {
  it('requires the alt text before uploading, and sends it with the file', async () => {
    const product = productFixture();
    const added = { ...product, imagenes: [image(5, 'Frasco de 750 g')] };
    const calls = fakeAdminServer((c) =>
      c.method === 'POST' ? { status: 201, data: { message: 'Imagen agregada.', product: added } } : { status: 200, data: product },
    );
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Archivo de la imagen'), file);
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    const alt = screen.getByLabelText(/^Texto alternativo/, { selector: '#imagen-nueva-alt' });
    expect(alt).toHaveAccessibleDescription(/Describe la imagen \(texto alternativo\)/);
    expect(alt).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(alt, 'Frasco de 750 g');
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    expect(await screen.findByText('Imagen agregada.')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')!.data as FormData;
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/admin/productos/1/imagenes');
    expect([...body.keys()]).toEqual(['alt', 'imagen']);
    expect(body.get('alt')).toBe('Frasco de 750 g');
    // the answer's product is shown at once: its cover, and the alt field emptied
    expect(await screen.findByAltText('Frasco de 750 g')).toBeInTheDocument();
    expect(screen.getByText('Portada')).toBeInTheDocument();
    expect(alt).toHaveValue('');
  });

  it('moves an image before the cover, saves an alt text, and asks before removing one', async () => {
    const product = productFixture({ imagenes: [image(5, 'Frente'), image(6, 'Etiqueta')] });
    const reordered = { ...product, imagenes: [image(6, 'Etiqueta'), image(5, 'Frente')] };
    const calls = fakeAdminServer((c) => {
      if (c.url.endsWith('/imagenes/orden'))
        return { status: 200, data: { message: 'Orden de las imágenes guardado.', product: reordered } };
      if (c.method === 'PUT') return { status: 200, data: { message: 'Producto guardado.', product: reordered } };
      if (c.method === 'DELETE')
        return { status: 200, data: { message: 'Imagen eliminada.', product: { ...product, imagenes: [image(5, 'Frente')] } } };
      return { status: 200, data: product };
    });
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    expect(await screen.findByRole('button', { name: 'Mover la imagen 1 antes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover la imagen 2 después' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mover la imagen 2 antes' }));
    expect(await screen.findByText('Orden de las imágenes guardado.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/orden'))).toMatchObject({
      method: 'PUT',
      url: '/admin/productos/1/imagenes/orden',
      data: { ids: [6, 5] },
    });
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Etiqueta', 'Frente']);

    const altInput = screen.getByLabelText(/^Texto alternativo de la imagen 2/);
    await user.clear(altInput);
    await user.click(screen.getByRole('button', { name: 'Guardar texto' }));
    expect(await screen.findByText('Describe la imagen (texto alternativo) para quien no puede verla.')).toBeInTheDocument();
    await user.type(altInput, 'Frente del frasco');
    await user.click(screen.getByRole('button', { name: 'Guardar texto' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url === '/admin/productos/1/imagenes/5')?.data).toEqual({
        alt: 'Frente del frasco',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Quitar la imagen 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitar imagen' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/admin/productos/1/imagenes/6');
    expect(await screen.findByText('Imagen eliminada.')).toBeInTheDocument();
  });

  it("replaces an image's file in its own upload field", async () => {
    const product = productFixture({ imagenes: [image(5, 'Frente')] });
    const calls = fakeAdminServer((c) =>
      c.method === 'POST' ? { status: 200, data: { message: 'Imagen reemplazada.', product } } : { status: 200, data: product },
    );
    const user = userEvent.setup();
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    await user.click(await screen.findByRole('button', { name: 'Reemplazar el archivo de la imagen 1' }));
    await user.upload(screen.getByLabelText('Nuevo archivo para la imagen 1'), new File(['x'], 'n.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Reemplazar imagen' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.url).toBe('/admin/productos/1/imagenes/5/archivo'));
    await waitFor(() => expect(screen.queryByLabelText('Nuevo archivo para la imagen 1')).not.toBeInTheDocument());
  });

  it('offers no seventh image', async () => {
    fakeAdminServer(() => ({ status: 200, data: productFixture({ imagenes: [1, 2, 3, 4, 5, 6].map((i) => image(i)) }) }));
    renderWithProviders(productRoutes, { route: '/admin/dashboard/productos/1' });
    expect(await screen.findByText('Ya tiene 6 imágenes: quita una para agregar otra.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar imagen' })).not.toBeInTheDocument();
  });
});
