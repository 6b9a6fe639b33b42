/** The back office's shop screens (client/src/app/routes.tsx mounts them under /admin/dashboard). */
export const PRODUCTOS_PATH = '/admin/dashboard/productos';
export const PEDIDOS_PATH = '/admin/dashboard/pedidos';
export const TIENDA_PATH = '/admin/dashboard/tienda';
