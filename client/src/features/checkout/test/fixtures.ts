import type { OrderTracking, PublicShopSettings } from '@app/shared/orders';

/** Who sells, as the shop's settings and an order's tracking page carry it. */
export const SELLER: OrderTracking['vendedor'] = {
  razonSocial: 'Vida Sana Coaching S.A.S.',
  nit: '901.234.567-8',
  direccion: 'Calle 100 # 15-20, Bogotá',
  telefono: '+57 601 555 1234',
  email: 'ventas@vidasana.test',
};

/** The shop's public settings (GET ajustesPublicos): pickup on, free shipping from $300.000. */
export const shopSettings = (over: Partial<PublicShopSettings> = {}): PublicShopSettings => ({
  vendedor: SELLER,
  whatsapp: '573001234567',
  direccionRecogida: 'Calle 100 # 15-20, local 3, Bogotá',
  recogerActivo: true,
  envioGratisDesde: 300_000,
  contraEntregaMaximo: 200_000,
  metodos: { transferencia: true, contra_entrega: true, wompi: false },
  ...over,
});

/** An order's delivery when the buyer picks it up: no address, no carrier. */
export const PICKUP: OrderTracking['entrega'] = {
  tipo: 'recoger',
  municipio: null,
  municipioNombre: null,
  departamentoNombre: null,
  direccion: null,
  barrio: null,
  indicaciones: null,
  transportadora: null,
  guia: null,
};
