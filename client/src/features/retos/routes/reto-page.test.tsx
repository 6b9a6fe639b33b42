import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReto } from '@app/shared/retos-public';
import RetoPage from './reto-page';
import { CART_STORAGE_KEY, cartRetos, clearCart } from '../../../lib/cart';
import { mockPublicApi } from '../../../../test/fake-api';
import { LocationProbe, renderWithProviders } from '../../../../test/render';

const reto21: PublicReto = {
  id: 2,
  slug: 'reto21dias',
  nombre: 'Reto 21 días',
  titular: 'Convierte la alimentación sana en un hábito en 21 días',
  descripcion: ['Tres semanas pensadas para que los cambios se queden contigo.', 'Tendrás un plan de alimentación ajustado.'],
  dias: 21,
  precio: 180000,
  incluye: ['Plan de alimentación ajustado a tu peso.', 'Seguimiento semanal.'],
  beneficios: ['Hábitos que se mantienen.', 'Control de porciones.', 'Mejor descanso.'],
  metaDescripcion: 'Reto de 21 días.',
  imagen: { path: 'uploads/retos/r21.webp', alt: 'Hojas sobre fondo verde azulado' },
  kit: [{ id: 7, nombre: 'Batido Nutricional Fresa', slug: 'batido-nutricional-fresa', precio: 95000 }],
};

function renderAt(route: string, slug?: string) {
  return renderWithProviders(
    [
      ...(slug ? [{ path: route.slice(1), element: <RetoPage slug={slug} /> }] : []),
      { path: 'retos/:slug', element: <RetoPage /> },
      { path: 'carrito', element: <LocationProbe /> },
    ],
    { route },
  );
}

describe('reto pages', () => {
  afterEach(() => {
    clearCart();
    localStorage.removeItem(CART_STORAGE_KEY);
    vi.unstubAllGlobals();
  });

  it('reads the reto from the API: headline, description, price "$ 180.000", what it includes, benefits, kit, back button', async () => {
    mockPublicApi({ '/retos/reto21dias': { data: reto21 } });
    renderAt('/reto21dias', 'reto21dias');
    expect(await screen.findByRole('heading', { level: 1, name: reto21.titular })).toBeInTheDocument();
    expect(screen.getByText('$ 180.000')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('alt', reto21.imagen!.alt);
    expect(screen.getByRole('heading', { name: 'Qué incluye' })).toBeInTheDocument();
    expect(screen.getByText('Control de porciones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Batido Nutricional Fresa' })).toHaveAttribute('href', '/tienda/batido-nutricional-fresa');
    expect(screen.getByRole('link', { name: 'Volver al registro' })).toHaveAttribute('href', '/registro');
    await waitFor(() => expect(document.title).toBe('Reto 21 días | Vida Sana Coaching'));
  });

  it('"Unirme al reto" puts the programme in the cart once (quantity 1) and opens the cart', async () => {
    mockPublicApi({ '/retos/reto21dias': { data: reto21 } });
    renderAt('/reto21dias', 'reto21dias');
    await userEvent.click(await screen.findByRole('button', { name: 'Unirme al reto' }));
    expect(cartRetos()).toEqual([2]);
    expect(await screen.findByTestId('location')).toHaveTextContent('/carrito');
  });

  it('answers an unknown reto at /retos/:slug with a clear message', async () => {
    mockPublicApi({ '/retos/no-existe': { error: { status: 404, body: { message: 'Reto no encontrado.' } } } });
    renderAt('/retos/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este reto no existe o ya no está disponible' })).toBeInTheDocument();
  });
});
