import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_LIMITS } from '@app/shared/orders';
import { CART_MAX_LINES, CART_MAX_QUANTITY, CART_STORAGE_KEY, addToCart, cartItems, clearCart, parseCart, useCart } from './cart';

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;

/** What another tab does: writes the key and the browser tells this tab with a `storage` event. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(CART_STORAGE_KEY);
  else localStorage.setItem(CART_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: value }));
}

function CartProbe() {
  const cart = useCart();
  return (
    <div>
      <p data-testid="count">{cart.count}</p>
      <ul>
        {cart.items.map((i) => (
          <li key={i.productoId}>
            {i.productoId}×{i.cantidad}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => cart.add(7, 2)}>
        agregar 7
      </button>
      <button type="button" onClick={() => cart.setQuantity(7, 5)}>
        cinco del 7
      </button>
      <button type="button" onClick={() => cart.remove(7)}>
        quitar 7
      </button>
      <button type="button" onClick={() => cart.clear()}>
        vaciar
      </button>
    </div>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the cart holds product ids and quantities only', () => {
  it('adds to a line already there instead of repeating the product', () => {
    addToCart(3, 1);
    addToCart(4, 2);
    addToCart(3, 2);
    expect(stored()).toEqual([
      { productoId: 3, cantidad: 3 },
      { productoId: 4, cantidad: 2 },
    ]);
    expect(cartItems()).toEqual([
      { productoId: 3, cantidad: 3 },
      { productoId: 4, cantidad: 2 },
    ]);
  });

  it('keeps quantities between 1 and the order limit', () => {
    expect(CART_MAX_QUANTITY).toBe(ORDER_LIMITS.cantidad);
    expect(CART_MAX_LINES).toBe(ORDER_LIMITS.lines);
    addToCart(1, 150);
    addToCart(2, 0);
    addToCart(3, -4);
    addToCart(4, 2.7);
    expect(cartItems()).toEqual([
      { productoId: 1, cantidad: 99 },
      { productoId: 2, cantidad: 1 },
      { productoId: 3, cantidad: 1 },
      { productoId: 4, cantidad: 2 },
    ]);
    addToCart(1, 5);
    expect(cartItems()[0]).toEqual({ productoId: 1, cantidad: 99 });
  });

  it('refuses what is not a product id, and a product beyond the order line limit', () => {
    expect(addToCart(0, 1)).toBe(false);
    expect(addToCart(-3, 1)).toBe(false);
    expect(addToCart(1.5, 1)).toBe(false);
    expect(addToCart(Number.NaN, 1)).toBe(false);
    expect(addToCart(2, Number.NaN)).toBe(false);
    expect(cartItems()).toEqual([]);
    for (let id = 1; id <= CART_MAX_LINES; id++) expect(addToCart(id, 1)).toBe(true);
    expect(addToCart(CART_MAX_LINES + 1, 1)).toBe(false);
    // more of a product already in the cart is still fine
    expect(addToCart(1, 1)).toBe(true);
    expect(cartItems()).toHaveLength(CART_MAX_LINES);
  });

  it('empties with clearCart (the checkout, after ordering)', () => {
    addToCart(3, 1);
    clearCart();
    expect(cartItems()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('hostile or broken storage is ignored safely', () => {
  it.each([
    ['not JSON', '{nope'],
    ['an object', '{"productoId":1,"cantidad":1}'],
    ['a string', '"hola"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('%s reads as an empty cart', (_, raw) => {
    localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(cartItems()).toEqual([]);
  });

  it('drops the entries that are not lines and keeps the rest', () => {
    const raw = JSON.stringify([
      { productoId: 5, cantidad: 2 },
      null,
      'x',
      [1, 2],
      { productoId: '6', cantidad: 1 },
      { productoId: 7, cantidad: '3' },
      { productoId: 8 },
      { productoId: -1, cantidad: 1 },
      { productoId: 1e300, cantidad: 1 },
      { productoId: 9, cantidad: 1000, precio: 1 },
      { productoId: 5, cantidad: 9 },
      { productoId: 10, cantidad: 0 },
    ]);
    expect(parseCart(raw)).toEqual([
      { productoId: 5, cantidad: 2 },
      { productoId: 9, cantidad: 99 },
      { productoId: 10, cantidad: 1 },
    ]);
  });

  it('never carries a price or any other stored key along', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productoId: 5, cantidad: 2, precio: 1 }]));
    addToCart(6, 1);
    expect(stored()).toEqual([
      { productoId: 5, cantidad: 2 },
      { productoId: 6, cantidad: 1 },
    ]);
  });

  it('keeps working in memory when the browser refuses to store (private mode, full quota)', async () => {
    vi.resetModules();
    const fresh = await import('./cart');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(fresh.addToCart(4, 2)).toBe(true);
    expect(fresh.cartItems()).toEqual([{ productoId: 4, cantidad: 2 }]);
  });

  it('reads as empty when localStorage itself is blocked', async () => {
    vi.resetModules();
    const fresh = await import('./cart');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(fresh.cartItems()).toEqual([]);
  });
});

describe('useCart', () => {
  it('counts units and re-renders on every change made in this tab', async () => {
    const user = userEvent.setup();
    render(<CartProbe />);
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'agregar 7' }));
    await user.click(screen.getByRole('button', { name: 'agregar 7' }));
    expect(screen.getByTestId('count')).toHaveTextContent('4');
    expect(screen.getByText('7×4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'cinco del 7' }));
    expect(screen.getByText('7×5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'quitar 7' }));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    act(() => void addToCart(8, 3));
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'vaciar' }));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it('starts from what a previous visit stored (a reload)', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productoId: 2, cantidad: 3 }]));
    render(<CartProbe />);
    expect(screen.getByTestId('count')).toHaveTextContent('3');
  });

  it('follows changes made in another tab', () => {
    render(<CartProbe />);
    act(() => otherTabWrites(JSON.stringify([{ productoId: 2, cantidad: 6 }])));
    expect(screen.getByTestId('count')).toHaveTextContent('6');
    act(() => otherTabWrites('garbage'));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    act(() => otherTabWrites(JSON.stringify([{ productoId: 2, cantidad: 1 }])));
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it('setting the quantity of a product not in the cart adds nothing', async () => {
    const user = userEvent.setup();
    render(<CartProbe />);
    await user.click(screen.getByRole('button', { name: 'cinco del 7' }));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
