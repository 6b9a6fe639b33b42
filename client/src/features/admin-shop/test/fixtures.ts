import type { AdminOrder, AdminOrderSummary, ShopSettings } from '@app/shared/orders';
import type { AdminProduct } from '@app/shared/shop';

export function productFixture(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 1,
    nombre: 'Proteína Vainilla',
    slug: 'proteina-vainilla',
    categoria: 'nutricion-deportiva',
    resumen: 'Proteína de suero con sabor a vainilla.',
    descripcion: 'Mezcla un servicio en agua o leche.',
    precio: 95000,
    precioAntes: null,
    stock: 12,
    presentacion: '750 g',
    registroInvima: 'RSA-0001234-2024',
    activo: true,
    orden: 1,
    imagenes: [],
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}

export const image = (id: number, alt = `Foto ${id}`) => ({ id, path: `uploads/productos/${'a'.repeat(31)}${id}.webp`, alt });

export function orderSummaryFixture(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 7,
    referencia: 'VS-7K3Q9',
    estado: 'pendiente_pago',
    metodoPago: 'transferencia',
    nombre: 'Camila Rojas',
    email: 'camila@correo.test',
    telefono: '+573001234567',
    total: 107000,
    createdAt: '2026-11-20T17:30:00.000Z',
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 7,
    referencia: 'VS-7K3Q9',
    estado: 'pendiente_pago',
    createdAt: '2026-11-20T17:30:00.000Z',
    venceEn: '2026-11-22T17:30:00.000Z',
    comprador: { nombres: 'Camila', apellidos: 'Rojas Díaz', email: 'camila@correo.test', telefono: '+573001234567' },
    tipoDocumento: 'CC',
    numeroDocumento: '1020304050',
    lineas: [{ productoId: 1, nombre: 'Proteína Vainilla', precio: 95000, cantidad: 1, subtotal: 95000 }],
    subtotal: 95000,
    envio: 12000,
    total: 107000,
    entrega: {
      tipo: 'domicilio',
      municipio: '05001',
      municipioNombre: 'Medellín',
      departamentoNombre: 'Antioquia',
      direccion: 'Calle 10 # 43-12, apto 501',
      barrio: 'El Poblado',
      indicaciones: 'Portería',
      transportadora: null,
      guia: null,
    },
    metodoPago: 'transferencia',
    instruccionesPago: 'Nequi 3001234567',
    direccionRecogida: null,
    whatsapp: '573001234567',
    historial: [{ estado: 'pendiente_pago', fecha: '2026-11-20T17:30:00.000Z', nota: null }],
    puedeCancelar: true,
    vendedor: {
      razonSocial: 'Vida Sana SAS',
      nit: '900123456-7',
      direccion: 'Cra 7 # 1-2',
      telefono: '3001234567',
      email: 'tienda@vidasana.test',
    },
    motivoCancelacion: null,
    reembolsoPendiente: false,
    pagadoAt: null,
    movimientos: ['pagado', 'cancelado'],
    anonimizado: false,
    ...overrides,
  };
}

export function settingsFixture(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    vendedor: {
      razonSocial: 'Vida Sana SAS',
      nit: '900123456-7',
      direccion: 'Cra 7 # 1-2, Bogotá',
      telefono: '3001234567',
      email: 'tienda@vidasana.test',
    },
    whatsapp: '573001234567',
    instruccionesPago: 'Nequi 3001234567',
    direccionRecogida: 'Cra 7 # 1-2, Bogotá. Lunes a viernes, 9 a 5.',
    recogerActivo: true,
    zonas: [{ nombre: 'Bogotá y Soacha', departamentos: ['11'], municipios: ['25754'], precio: 8000, contraEntrega: true }],
    envioPorDefecto: 18000,
    contraEntregaPorDefecto: false,
    envioGratisDesde: 200000,
    contraEntregaMaximo: 300000,
    metodos: { transferencia: true, contra_entrega: true, wompi: true },
    ...overrides,
  };
}
