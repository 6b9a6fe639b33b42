import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { addToCart } from '../../lib/cart';
import { Header } from './header';

const sixLinks = ['Inicio', 'Quiénes Somos', 'Únete', 'Productos', 'Blog', 'Contacto'];
const hrefs = ['/', '/acerca', '/registro', '/paginas', '/blog', '/contacto'];
// The registry's six (client/src/app/screens.test.tsx checks that it gives these).
const links = sixLinks.map((label, i) => ({ to: hrefs[i], label, ...(hrefs[i] === '/' && { end: true }) }));

function renderHeader(path = '/') {
  return renderWithProviders(<Header links={links} />, { route: path });
}

describe('Header content', () => {
  it('shows the top bar invitation, Colombia, the contact phone and four social links', () => {
    renderHeader();
    expect(screen.getByText(/únete a nuestro equipo/i)).toBeInTheDocument();
    expect(screen.getByText('Colombia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+57 300 123 4567/ })).toHaveAttribute('href', 'tel:+573001234567');
    for (const name of ['Facebook', 'TikTok', 'Instagram', 'YouTube']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('has the six navigation links with their targets, Inicio active only on /', () => {
    renderHeader('/blog');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    sixLinks.forEach((label, i) => {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', hrefs[i]);
    });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveClass('active');
  });

  it("has the 'Iniciar Sección' login link, a search button and a cart link showing 0 while the cart is empty", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Iniciar Sección' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    const cart = screen.getByRole('link', { name: 'Carrito: 0 productos' });
    expect(cart).toHaveAttribute('href', '/carrito');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('counts the units in the cart (docs/decisions/016), stored before and added after', () => {
    localStorage.setItem('carrito', JSON.stringify([{ productoId: 4, cantidad: 1 }]));
    renderHeader();
    expect(within(screen.getByRole('link', { name: 'Carrito: 1 producto' })).getByTestId('cart-count')).toHaveTextContent('1');
    act(() => void addToCart(9, 2));
    expect(within(screen.getByRole('link', { name: 'Carrito: 3 productos' })).getByTestId('cart-count')).toHaveTextContent('3');
  });
});

describe('Sticky header', () => {
  let heightSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    heightSpy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(80);
  });
  afterEach(() => {
    heightSpy.mockRestore();
    window.scrollY = 0;
  });

  function scrollTo(y: number) {
    act(() => {
      window.scrollY = y;
      fireEvent.scroll(window);
    });
  }

  it('becomes sticky only once the page is scrolled further than its own height', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('is-sticky');
    scrollTo(80);
    expect(header).not.toHaveClass('is-sticky');
    scrollTo(81);
    expect(header).toHaveClass('is-sticky');
    scrollTo(10);
    expect(header).not.toHaveClass('is-sticky');
  });
});

describe('Mobile menu', () => {
  async function openMenu() {
    const user = userEvent.setup();
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(hamburger);
    return { user, hamburger, menu: screen.getByRole('dialog') };
  }

  function expectClosed(hamburger: HTMLElement) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(hamburger).toHaveFocus();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  }

  it('opens with logo, close button, the six links and the shop button; locks scroll and dims the page', async () => {
    const { menu, hamburger } = await openMenu();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: /vida sana coaching/i })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    sixLinks.forEach((label, i) => {
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', hrefs[i]);
    });
    expect(within(menu).getByRole('link', { name: 'Comprar ahora »' })).toHaveAttribute('href', '/tienda');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByTestId('mobile-menu-overlay')).toBeInTheDocument();
  });

  it('closes on overlay click', async () => {
    const { user, hamburger } = await openMenu();
    await user.click(screen.getByTestId('mobile-menu-overlay'));
    expectClosed(hamburger);
  });

  it('closes with the close button', async () => {
    const { user, hamburger, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Cerrar menú' }));
    expectClosed(hamburger);
  });

  it('closes on Escape', async () => {
    const { user, hamburger } = await openMenu();
    await user.keyboard('{Escape}');
    expectClosed(hamburger);
  });

  it('closes when a link is clicked', async () => {
    const { user, hamburger, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'Contacto' }));
    expectClosed(hamburger);
  });

  it('keeps focus inside the menu while tabbing', async () => {
    const { user, menu } = await openMenu();
    const logo = within(menu).getByRole('link', { name: /vida sana coaching/i });
    const shop = within(menu).getByRole('link', { name: 'Comprar ahora »' });
    await user.tab({ shift: true });
    expect(logo).toHaveFocus();
    await user.tab({ shift: true });
    expect(shop).toHaveFocus();
    await user.tab();
    expect(logo).toHaveFocus();
  });
});
