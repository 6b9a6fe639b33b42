/**
 * The retos as programmes: the back office's payloads (a reto, its image's alt text,
 * its day-by-day plan) and the shapes the admin screens read. Server routes validate with these
 * schemas; the admin forms use the same ones.
 */
import { z } from 'zod';
import { requiredText, wholePesos } from './fields.js';
import { SLUG_MAX, SLUG_PATTERN } from './slug.js';

// Zod-free, for the public pages' JavaScript (retos-public.ts).
export * from './retos-public.js';
import type { ParticipantProgress } from './progreso.js';
import type { RetoImage, RetoKitProduct } from './retos-public.js';

export const RETO_LIMITS = {
  nombre: 150,
  slug: SLUG_MAX,
  titular: 200,
  descripcion: 5000,
  /** The longest programme. */
  dias: 365,
  precio: 100_000_000,
  lista: 20,
  item: 300,
  metaDescripcion: 300,
  alt: 200,
  orden: 100_000,
  kit: 20,
  tituloDia: 150,
  textoDia: 3000,
  url: 500,
} as const;

export const RETO_MESSAGES = {
  retoNotFound: 'Reto no encontrado.',
  nombreRequired: 'El nombre es obligatorio.',
  nombreTooLong: `El nombre admite hasta ${RETO_LIMITS.nombre} caracteres.`,
  slugInvalid: 'La dirección (slug) solo admite letras, números y guiones.',
  slugTooLong: `La dirección (slug) admite hasta ${RETO_LIMITS.slug} caracteres.`,
  slugTaken: 'Ya existe otro reto con esa dirección (slug).',
  titularRequired: 'El titular es obligatorio.',
  titularTooLong: `El titular admite hasta ${RETO_LIMITS.titular} caracteres.`,
  descripcionRequired: 'La descripción es obligatoria.',
  descripcionTooLong: `La descripción admite hasta ${RETO_LIMITS.descripcion} caracteres.`,
  diasInvalid: `Los días deben ser un número entero entre 1 y ${RETO_LIMITS.dias}.`,
  diasBelowPlan: 'El plan tiene días después de ese número: bórralos antes de acortar el reto.',
  precioInvalid: 'El precio debe ser un número entero de pesos mayor que cero.',
  listaInvalid: `Cada lista admite hasta ${RETO_LIMITS.lista} puntos de hasta ${RETO_LIMITS.item} caracteres.`,
  incluyeRequired: 'Indica al menos una cosa que incluye el reto.',
  beneficiosRequired: 'Indica al menos un beneficio.',
  metaRequired: 'La descripción para buscadores es obligatoria.',
  metaTooLong: `La descripción para buscadores admite hasta ${RETO_LIMITS.metaDescripcion} caracteres.`,
  activoInvalid: 'Indica si el reto está activo.',
  ordenInvalid: `El orden debe ser un número entero entre 0 y ${RETO_LIMITS.orden}.`,
  kitInvalid: `El kit admite hasta ${RETO_LIMITS.kit} productos distintos de la tienda.`,
  kitProductMissing: 'Un producto del kit no existe en la tienda.',
  altRequired: 'Describe la imagen (texto alternativo) para quien no puede verla.',
  altTooLong: `El texto alternativo admite hasta ${RETO_LIMITS.alt} caracteres.`,
  selectImage: 'Por favor, selecciona una imagen.',
  diaInvalid: 'Cada día del plan debe ser un número entre 1 y los días del reto, una sola vez.',
  tituloDiaRequired: 'Cada día necesita un título.',
  tituloDiaTooLong: `El título de un día admite hasta ${RETO_LIMITS.tituloDia} caracteres.`,
  textoDiaRequired: 'Cada día necesita un texto.',
  textoDiaTooLong: `El texto de un día admite hasta ${RETO_LIMITS.textoDia} caracteres.`,
  urlInvalid: 'El enlace debe empezar por https:// (o http://).',
  retoCreated: 'Reto creado.',
  retoSaved: 'Reto guardado.',
  retoArchived: 'Reto archivado: ya no se muestra en el sitio ni se puede comprar.',
  planSaved: 'Plan guardado.',
  imageSaved: 'Imagen guardada.',
  /** Checkout. */
  inicioInvalid: 'Elige la fecha de inicio del reto (AAAA-MM-DD).',
  inicioOutOfRange: 'La fecha de inicio debe ser desde mañana y dentro de los próximos 60 días.',
  accountRequired: 'Para comprar un reto inicia sesión o crea tu cuenta: con ella sigues tu reto día a día.',
  retoUnavailable: 'Ese reto ya no está disponible.',
  retoNoDelivery: 'Un pedido con solo retos no necesita envío.',
  contraEntregaReto: 'El pago contra entrega no está disponible para los retos.',
} as const;

/** The multipart fields of the reto's image. */
export const RETO_IMAGE_FIELDS = { file: 'imagen', alt: 'alt' } as const;

const list = (required: string) =>
  z
    .array(
      z
        .string({ error: RETO_MESSAGES.listaInvalid })
        .trim()
        .min(1, RETO_MESSAGES.listaInvalid)
        .max(RETO_LIMITS.item, RETO_MESSAGES.listaInvalid),
      {
        error: RETO_MESSAGES.listaInvalid,
      },
    )
    .min(1, required)
    .max(RETO_LIMITS.lista, RETO_MESSAGES.listaInvalid);
const httpUrl = z
  .string({ error: RETO_MESSAGES.urlInvalid })
  .trim()
  .max(RETO_LIMITS.url, RETO_MESSAGES.urlInvalid)
  .nullish()
  .transform((s) => s || null)
  .refine((s) => s === null || /^https?:\/\/[^\s<>"]+$/i.test(s), RETO_MESSAGES.urlInvalid);

/** The admin reto payload (POST and PUT; extra keys are ignored, so a PUT may send back what the GET returned). */
export const retoInputSchema = z.object({
  nombre: requiredText(RETO_MESSAGES.nombreRequired, RETO_LIMITS.nombre, RETO_MESSAGES.nombreTooLong),
  /** Blank or absent: made from the name (unique, suffixed on collision). */
  slug: z
    .string({ error: RETO_MESSAGES.slugInvalid })
    .trim()
    .max(RETO_LIMITS.slug, RETO_MESSAGES.slugTooLong)
    .nullish()
    .transform((s) => (s ? s.toLowerCase() : null))
    .refine((s) => s === null || SLUG_PATTERN.test(s), RETO_MESSAGES.slugInvalid),
  titular: requiredText(RETO_MESSAGES.titularRequired, RETO_LIMITS.titular, RETO_MESSAGES.titularTooLong),
  descripcion: requiredText(RETO_MESSAGES.descripcionRequired, RETO_LIMITS.descripcion, RETO_MESSAGES.descripcionTooLong),
  dias: z
    .number({ error: RETO_MESSAGES.diasInvalid })
    .int(RETO_MESSAGES.diasInvalid)
    .min(1, RETO_MESSAGES.diasInvalid)
    .max(RETO_LIMITS.dias, RETO_MESSAGES.diasInvalid),
  precio: wholePesos(RETO_MESSAGES.precioInvalid, { min: 1, max: RETO_LIMITS.precio }),
  incluye: list(RETO_MESSAGES.incluyeRequired),
  beneficios: list(RETO_MESSAGES.beneficiosRequired),
  metaDescripcion: requiredText(RETO_MESSAGES.metaRequired, RETO_LIMITS.metaDescripcion, RETO_MESSAGES.metaTooLong),
  activo: z.boolean({ error: RETO_MESSAGES.activoInvalid }),
  orden: z
    .number({ error: RETO_MESSAGES.ordenInvalid })
    .int(RETO_MESSAGES.ordenInvalid)
    .min(0, RETO_MESSAGES.ordenInvalid)
    .max(RETO_LIMITS.orden, RETO_MESSAGES.ordenInvalid)
    .default(0),
  /** Product ids of the kit, in order. */
  kit: z
    .array(z.number({ error: RETO_MESSAGES.kitInvalid }).int(RETO_MESSAGES.kitInvalid).positive(RETO_MESSAGES.kitInvalid), {
      error: RETO_MESSAGES.kitInvalid,
    })
    .max(RETO_LIMITS.kit, RETO_MESSAGES.kitInvalid)
    .refine((ids) => new Set(ids).size === ids.length, RETO_MESSAGES.kitInvalid)
    .default([]),
});
export type RetoInput = z.input<typeof retoInputSchema>;
export type RetoData = z.output<typeof retoInputSchema>;

export const retoImageAltSchema = z.object({
  alt: requiredText(RETO_MESSAGES.altRequired, RETO_LIMITS.alt, RETO_MESSAGES.altTooLong),
});

export const retoDiaSchema = z.object({
  dia: z
    .number({ error: RETO_MESSAGES.diaInvalid })
    .int(RETO_MESSAGES.diaInvalid)
    .min(1, RETO_MESSAGES.diaInvalid)
    .max(RETO_LIMITS.dias, RETO_MESSAGES.diaInvalid),
  titulo: requiredText(RETO_MESSAGES.tituloDiaRequired, RETO_LIMITS.tituloDia, RETO_MESSAGES.tituloDiaTooLong),
  texto: requiredText(RETO_MESSAGES.textoDiaRequired, RETO_LIMITS.textoDia, RETO_MESSAGES.textoDiaTooLong),
  enlaceUrl: httpUrl,
  videoUrl: httpUrl,
});
export type RetoDiaInput = z.input<typeof retoDiaSchema>;
export type RetoDia = z.output<typeof retoDiaSchema>;

/** `PUT /api/admin/retos/:id/dias`: the whole plan; each day once, none after the reto's last. */
export const retoPlanSchema = z.object({
  dias: z
    .array(retoDiaSchema, { error: RETO_MESSAGES.diaInvalid })
    .max(RETO_LIMITS.dias, RETO_MESSAGES.diaInvalid)
    .refine((ds) => new Set(ds.map((d) => d.dia)).size === ds.length, RETO_MESSAGES.diaInvalid),
});
export type RetoPlanInput = z.input<typeof retoPlanSchema>;

/** A reto as the back office reads it. */
export interface AdminReto {
  id: number;
  slug: string;
  nombre: string;
  titular: string;
  descripcion: string;
  dias: number;
  precio: number;
  incluye: string[];
  beneficios: string[];
  metaDescripcion: string;
  imagen: RetoImage | null;
  activo: boolean;
  orden: number;
  kit: RetoKitProduct[];
  /** How many days of the plan are written. */
  diasEscritos: number;
  inscritos: number;
  updatedAt: string;
}

/** One row of "Participantes" (the coach's list): only people whose tools' consent stands appear. */
export interface RetoParticipante {
  inscripcionId: number;
  userId: number;
  nombre: string;
  email: string;
  inicio: string;
  /** Day reached today in Colombia: 0 before the start, dias + 1 once over. */
  dia: number;
  estado: 'activa' | 'cancelada';
  pedidoReferencia: string;
  /** The tools' columns (shared/src/progreso.ts): last check-in, adherence (check-ins ÷ days elapsed), weight change. */
  progreso: ParticipantProgress;
}

export interface RetoParticipantes {
  reto: { id: number; nombre: string; dias: number };
  participantes: RetoParticipante[];
}
