import type { Screen } from '../../lib/screens';
import { PEDIDOS_PATH, PRODUCTOS_PATH } from './lib/paths';

/** The shop's back office: products, orders, the shop's settings. */
export const adminShopScreens: readonly Screen[] = [
  {
    path: PRODUCTOS_PATH,
    page: () => import('./routes/productos-page'),
    layout: 'dashboard',
    sidebar: { group: 'ventas', label: 'Productos', icon: 'Package', order: 1 },
  },
  { path: `${PRODUCTOS_PATH}/:id`, page: () => import('./routes/producto-page'), layout: 'dashboard', sweep: `${PRODUCTOS_PATH}/nuevo` },
  {
    path: PEDIDOS_PATH,
    page: () => import('./routes/pedidos-page'),
    layout: 'dashboard',
    sidebar: { group: 'ventas', label: 'Pedidos', icon: 'ReceiptText', order: 2 },
  },
  // an order nobody placed: the page's not-found state (admin-shop.spec checks a real one)
  { path: `${PEDIDOS_PATH}/:id`, page: () => import('./routes/pedido-page'), layout: 'dashboard', sweep: `${PEDIDOS_PATH}/999999` },
  {
    path: '/admin/dashboard/tienda',
    page: () => import('./routes/tienda-ajustes-page'),
    layout: 'dashboard',
    sidebar: { group: 'ventas', label: 'Tienda', icon: 'Store', order: 3 },
  },
];
