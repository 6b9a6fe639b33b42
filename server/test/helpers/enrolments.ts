import { nowDb } from '../../src/lib/time.js';
import type { TestContext } from './test-app.js';
import type { TestAccount } from './accounts.js';

let n = 0;

/** A reto with a plan for every day, written straight to the database (migration 014's tables). */
export async function createReto(ctx: TestContext, dias = 21): Promise<{ id: number; nombre: string; dias: number }> {
  n++;
  const now = nowDb();
  const nombre = `Reto de prueba ${n}`;
  const res = await ctx.db
    .insertInto('retos')
    .values({
      slug: `reto-prueba-${n}-${Date.now().toString(36)}`,
      nombre,
      titular: 'Un reto para probar',
      descripcion: 'Descripción.',
      dias,
      precio: 95_000,
      incluye: '[]',
      beneficios: '[]',
      meta_descripcion: 'Reto de prueba',
      imagen_path: null,
      imagen_alt: null,
      activo: 1,
      orden: n,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })
    .executeTakeFirstOrThrow();
  const id = Number(res.insertId);
  await ctx.db
    .insertInto('reto_dias')
    .values(
      Array.from({ length: dias }, (_, i) => ({
        reto_id: id,
        dia: i + 1,
        titulo: `Plan del día ${i + 1}`,
        texto: `Texto del día ${i + 1}.\n\nSegundo párrafo.`,
        enlace_url: null,
        video_url: null,
        updated_at: now,
      })),
    )
    .execute();
  return { id, nombre, dias };
}

/** The account enrolled in the reto from `inicio` (a paid order behind it, as the shop's payment would leave). */
export async function enrol(ctx: TestContext, account: TestAccount, retoId: number, inicio: string): Promise<number> {
  n++;
  const now = nowDb();
  const pedido = await ctx.db
    .insertInto('pedidos')
    .values({
      // fits varchar(8); n only grows within a test file, and each suite has its own database
      referencia: `VS-T${String(n).padStart(4, '0')}`,
      estado: 'pagado',
      metodo_pago: 'transferencia',
      nombres: 'Ana',
      apellidos: 'Gómez',
      email: account.email,
      telefono: '3001234567',
      tipo_documento: 'CC',
      numero_documento: '123456789',
      busqueda: '',
      entrega_tipo: 'recoger',
      municipio: null,
      direccion: null,
      barrio: null,
      indicaciones: null,
      zona: null,
      subtotal: 95_000,
      envio: 0,
      total: 95_000,
      transportadora: null,
      guia: null,
      motivo_cancelacion: null,
      pagado_at: now,
      vence_at: null,
      recordatorio_enviado_at: null,
      anonimizar_solicitado_at: null,
      anonimizado_at: null,
      user_id: account.id,
      reto_inicio: inicio,
      created_at: now,
      updated_at: now,
    })
    .executeTakeFirstOrThrow();
  const res = await ctx.db
    .insertInto('reto_inscripciones')
    .values({
      reto_id: retoId,
      user_id: account.id,
      pedido_id: Number(pedido.insertId),
      inicio,
      estado: 'activa',
      created_at: now,
      updated_at: now,
    })
    .executeTakeFirstOrThrow();
  return Number(res.insertId);
}
