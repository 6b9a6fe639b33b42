import { useSyncExternalStore } from 'react';

/**
 * The shop's cart: product ids and quantities in localStorage, so it survives a reload
 * and follows the visitor across tabs (the `storage` event). It never holds a price: the cart page
 * and the checkout ask the server for the current ones (`POST /api/pedidos/cotizar`).
 *
 * The header's badge reads it on every public page, so this module stays tiny: no zod, no axios,
 * nothing from `shared/` (whose schema modules would bring zod into the home page's bundle).
 * Whatever is stored is read defensively: another script, an older version or a hand edit may have
 * left anything under the key.
 */

export interface CartItem {
  productoId: number;
  cantidad: number;
}

/** ORDER_LIMITS.retos of shared/src/orders.ts: programmes (retos) in one cart, each once, quantity 1. */
export const CART_MAX_RETOS = 5;

/** ORDER_LIMITS.cantidad and ORDER_LIMITS.lines of shared/src/orders.ts (a test keeps them equal). */
export const CART_MAX_QUANTITY = 99;
export const CART_MAX_LINES = 30;

export const CART_STORAGE_KEY = 'carrito';

const EMPTY: readonly CartItem[] = Object.freeze([]);
const NO_RETOS: readonly number[] = Object.freeze([]);

/** Where the cart is kept when localStorage cannot be written (private mode, full, blocked): this tab only. */
let memoryCopy: string | null = null;
let storageWorks = true;

function readRaw(): string | null {
  if (!storageWorks) return memoryCopy;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    storageWorks = false;
    return memoryCopy;
  }
}

function writeRaw(raw: string | null): void {
  memoryCopy = raw;
  if (!storageWorks) return;
  try {
    if (raw === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    storageWorks = false;
  }
}

const clampQuantity = (n: number): number => Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(n)));

const isProductId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The stored text as cart lines: anything that is not a line is dropped, a product appears once. */
export function parseCart(raw: string | null): CartItem[] {
  return parseStored(raw).items;
}

/**
 * Products and programmes from the stored text: a product line is `{productoId, cantidad}`, a
 * programme `{retoId}` (a version without programmes skips those entries as not-a-line).
 */
function parseStored(raw: string | null): { items: CartItem[]; retos: number[] } {
  const retos: number[] = [];
  if (!raw) return { items: [], retos };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { items: [], retos };
  }
  if (!Array.isArray(data)) return { items: [], retos };
  const items: CartItem[] = [];
  const seen = new Set<number>();
  for (const entry of data as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { productoId, cantidad, retoId } = entry as Record<string, unknown>;
    if (isProductId(retoId)) {
      if (retos.length < CART_MAX_RETOS && !retos.includes(retoId)) retos.push(retoId);
      continue;
    }
    if (items.length === CART_MAX_LINES) continue;
    if (!isProductId(productoId) || seen.has(productoId)) continue;
    if (typeof cantidad !== 'number' || !Number.isFinite(cantidad)) continue;
    seen.add(productoId);
    items.push({ productoId, cantidad: clampQuantity(cantidad) });
  }
  return { items, retos };
}

// useSyncExternalStore needs the same array while nothing changed: keep the last text and its lines.
let lastRaw: string | null | undefined;
let lastItems: readonly CartItem[] = EMPTY;
let lastRetos: readonly number[] = NO_RETOS;

function read(): void {
  if (typeof window === 'undefined') return;
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const parsed = parseStored(raw);
    lastItems = parsed.items.length ? Object.freeze(parsed.items) : EMPTY;
    lastRetos = parsed.retos.length ? Object.freeze(parsed.retos) : NO_RETOS;
  }
}

function snapshot(): readonly CartItem[] {
  read();
  return lastItems;
}

function retosSnapshot(): readonly number[] {
  read();
  return lastRetos;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the whole storage
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function save(items: readonly CartItem[], retos: readonly number[] = retosSnapshot()): void {
  const entries = [...items.map(({ productoId, cantidad }) => ({ productoId, cantidad })), ...retos.map((retoId) => ({ retoId }))];
  writeRaw(entries.length ? JSON.stringify(entries) : null);
  notify();
}

/** The programmes (reto ids) in the cart, for code outside React (the checkout's payload). */
export function cartRetos(): readonly number[] {
  return retosSnapshot();
}

/** Puts a programme in the cart (quantity 1: a second time changes nothing). False when the id is not one or the cart is full. */
export function addRetoToCart(retoId: number): boolean {
  if (!isProductId(retoId)) return false;
  const retos = retosSnapshot();
  if (retos.includes(retoId)) return true;
  if (retos.length >= CART_MAX_RETOS) return false;
  save(snapshot(), [...retos, retoId]);
  return true;
}

export function removeRetoFromCart(retoId: number): void {
  const retos = retosSnapshot();
  if (retos.includes(retoId))
    save(
      snapshot(),
      retos.filter((r) => r !== retoId),
    );
}

/** The cart's lines now, for code outside React (the checkout's payload). */
export function cartItems(): readonly CartItem[] {
  return snapshot();
}

/** Total units in the cart. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.cantidad, 0);
}

/**
 * Adds units of a product (to the line it already has, up to CART_MAX_QUANTITY). False when the
 * id is not a product id or the cart already has CART_MAX_LINES other products.
 */
export function addToCart(productoId: number, cantidad = 1): boolean {
  if (!isProductId(productoId) || !Number.isFinite(cantidad)) return false;
  const items = snapshot();
  const line = items.find((i) => i.productoId === productoId);
  if (!line && items.length >= CART_MAX_LINES) return false;
  save(
    line
      ? items.map((i) => (i === line ? { productoId, cantidad: clampQuantity(i.cantidad + clampQuantity(cantidad)) } : i))
      : [...items, { productoId, cantidad: clampQuantity(cantidad) }],
  );
  return true;
}

/** Sets a line's quantity (1 to CART_MAX_QUANTITY; removing is `removeFromCart`). A product not in the cart is left out. */
export function setCartQuantity(productoId: number, cantidad: number): void {
  if (!Number.isFinite(cantidad)) return;
  const items = snapshot();
  if (!items.some((i) => i.productoId === productoId)) return;
  save(items.map((i) => (i.productoId === productoId ? { productoId, cantidad: clampQuantity(cantidad) } : i)));
}

export function removeFromCart(productoId: number): void {
  const items = snapshot();
  if (items.some((i) => i.productoId === productoId)) save(items.filter((i) => i.productoId !== productoId));
}

/** Empties the cart (after an order is placed). */
export function clearCart(): void {
  save(EMPTY, NO_RETOS);
}

export interface Cart {
  items: readonly CartItem[];
  /** Programmes (reto ids), each once. */
  retos: readonly number[];
  /** Total units and programmes (the header's badge). */
  count: number;
  addReto: typeof addRetoToCart;
  removeReto: typeof removeRetoFromCart;
  add: typeof addToCart;
  setQuantity: typeof setCartQuantity;
  remove: typeof removeFromCart;
  clear: typeof clearCart;
}

/**
 * The cart as render input. Pre-rendered pages hydrate with the empty cart they were built with
 * (the server snapshot) and React re-renders at once with the visitor's own.
 */
export function useCart(): Cart {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const retos = useSyncExternalStore(subscribe, retosSnapshot, () => NO_RETOS);
  return {
    items,
    retos,
    count: cartCount(items) + retos.length,
    add: addToCart,
    setQuantity: setCartQuantity,
    remove: removeFromCart,
    clear: clearCart,
    addReto: addRetoToCart,
    removeReto: removeRetoFromCart,
  };
}
