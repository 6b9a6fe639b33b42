import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ORDER_ENDPOINTS, formatPesos } from '@app/shared/orders';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';
import { shopSettings } from '../test/fixtures';
import TerminosPage from './terminos-page';

const SETTINGS = shopSettings({ metodos: { transferencia: true, contra_entrega: false, wompi: false } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/terminos: the terms of sale (Ley 1480 de 2011)', () => {
  beforeEach(() => {
    mockPublicApi({ [ORDER_ENDPOINTS.ajustesPublicos]: { data: SETTINGS } });
  });

  it("names the seller from the shop's settings", async () => {
    renderWithProviders(<TerminosPage />);
    const seller = screen.getByRole('region', { name: '1. Quién vende' });
    for (const text of Object.values(SETTINGS.vendedor)) expect(await within(seller).findByText(text)).toBeInTheDocument();
  });

  it('covers prices, payment, delivery, retracto, reversión, warranty and complaints', async () => {
    renderWithProviders(<TerminosPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones de venta' })).toBeInTheDocument();
    for (const name of [
      /Productos y precios/,
      /Medios de pago/,
      /Envíos: costos y tiempos/,
      /Derecho de retracto/,
      /Reversión del pago/,
      /Garantía legal/,
      /Peticiones, quejas y reclamos/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/incluyen el IVA/)).toBeInTheDocument();
    const retracto = screen.getByRole('region', { name: /Derecho de retracto/ });
    expect(retracto).toHaveTextContent('5 días hábiles siguientes a la entrega');
    expect(retracto).toHaveTextContent('30 días calendario');
    expect(retracto).toHaveTextContent(/suplementos dietarios abiertos/);
    const reversion = screen.getByRole('region', { name: /Reversión del pago/ });
    expect(reversion).toHaveTextContent('artículo 51');
    expect(reversion).toHaveTextContent('5 días hábiles siguientes');
    expect(screen.getByRole('link', { name: 'www.sic.gov.co' })).toHaveAttribute('href', 'https://www.sic.gov.co');
  });

  it('states the methods switched on, the free-shipping threshold and the pickup address', async () => {
    renderWithProviders(<TerminosPage />);
    const envios = screen.getByRole('region', { name: /Envíos/ });
    expect(await within(envios).findByText(/gratis en compras desde \$ 300\.000/)).toBeInTheDocument();
    expect(within(envios).getByText(/local 3, Bogotá/)).toBeInTheDocument();
    const pago = screen.getByRole('region', { name: /Medios de pago/ });
    expect(pago).toHaveTextContent('Transferencia, Nequi o llave Bre-B');
    // switched off in the settings: not offered
    expect(pago).not.toHaveTextContent('Pago contra entrega');
    expect(pago).not.toHaveTextContent(formatPesos(200_000));
  });
});

describe('/terminos without the settings', () => {
  it('still reads, and says the seller could not be loaded', async () => {
    mockPublicApi({ [ORDER_ENDPOINTS.ajustesPublicos]: { error: { status: 503, body: { message: 'x', error: 'x' } } } });
    renderWithProviders(<TerminosPage />);
    expect(await screen.findByText(/No pudimos cargar los datos del vendedor/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Derecho de retracto/ })).toBeInTheDocument();
  });
});
