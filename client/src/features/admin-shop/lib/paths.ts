/** The back office's shop screens (their entries: ../screens.ts). */
export const PRODUCTOS_PATH = '/admin/dashboard/productos';
export const PEDIDOS_PATH = '/admin/dashboard/pedidos';
