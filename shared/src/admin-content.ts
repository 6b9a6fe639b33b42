/**
 * Admin content management (spec §2 admin screens, §5, §7 Admin, §8): payload schemas, shapes,
 * upload field names and messages shared by the server routes and the admin screens.
 */
import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES_LABEL, VIDEO_TYPES_LABEL } from './media';

export const TESTIMONIAL_TITLE_MAX = 255;
export const TESTIMONIAL_DESCRIPTION_MAX = 5000;
/** The admin table shows this many characters of a description, then '...'. */
export const TESTIMONIAL_DESC_PREVIEW = 30;
export const PERFIL_TEXT_MAX = 10000;
export const SLIDE_TEXT_MAX = 255;

/** Multipart field name of each upload (spec §7 Admin). */
export const UPLOAD_FIELDS = {
  sliderImage: 'sliderImage',
  motivacionalVideo: 'motivacionalVideo',
  profileImage: 'profileImage',
  profileVideo: 'profileVideo',
  testimonialVideo: 'testimonialVideo',
  testimonialPoster: 'testimonialPoster',
  inicioHeroImage: 'inicioHeroImage',
} as const;

/** Admin endpoints, relative to the API base. */
export const ADMIN_CONTENT_ENDPOINTS = {
  sliderImages: '/admin/slider/images',
  sliderUpload: (slot: number) => `/admin/slider/upload/${slot}`,
  video: '/admin/slider/video',
  videoUpload: '/admin/slider/video/upload',
  perfil: '/admin/perfil',
  perfilText: '/admin/perfil/update-text',
  perfilImage: '/admin/perfil/upload-image',
  perfilVideo: '/admin/perfil/upload-video',
  testimonials: '/admin/testimonials',
  testimonial: (id: number) => `/admin/testimonials/${id}`,
  testimonialVideo: (id: number) => `/admin/testimonials/${id}/upload-video`,
  testimonialPoster: (id: number) => `/admin/testimonials/${id}/upload-poster`,
  inicioSlides: '/admin/inicio/slides',
  inicioSlide: (id: number) => `/admin/inicio/slides/${id}`,
  inicioHero: (id: number) => `/admin/inicio/slides/${id}/upload-hero`,
} as const;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Refusals of the media pipeline (server) — the screens show the server's message. */
export const UPLOAD_MESSAGES = {
  imageType: `Tipo de archivo no permitido. Formatos aceptados: ${IMAGE_TYPES_LABEL}.`,
  videoType: `Tipo de archivo no permitido. Formatos aceptados: ${VIDEO_TYPES_LABEL}.`,
  imageTooLarge: `El archivo supera el tamaño máximo permitido (${mb(IMAGE_MAX_BYTES)} MB).`,
  videoTooLarge: (maxBytes: number) => `El archivo supera el tamaño máximo permitido (${mb(maxBytes)} MB).`,
  imageDamaged: 'La imagen está dañada o no se puede procesar.',
  imageTooManyPixels: 'La imagen tiene dimensiones demasiado grandes. Usa una imagen más pequeña.',
  missingFile: 'Por favor, selecciona un archivo.',
  wrongField: (field: string) => `Envía un único archivo en el campo "${field}".`,
  badRequest: 'La solicitud de subida no es válida.',
  interrupted: 'La subida se interrumpió antes de terminar.',
} as const;

/** Texts of the admin content screens and answers (spec §5, §8 and our own success texts). */
export const ADMIN_CONTENT_MESSAGES = {
  // validation (spec §5)
  selectSlotFile: (slot: number) => `Por favor, selecciona un archivo para el Slot ${slot}.`,
  selectVideoFile: 'Por favor, selecciona un archivo de video primero.',
  titleRequired: 'El título es obligatorio.',
  titleTooLong: `El título no puede superar los ${TESTIMONIAL_TITLE_MAX} caracteres.`,
  descriptionTooLong: `La descripción no puede superar los ${TESTIMONIAL_DESCRIPTION_MAX} caracteres.`,
  textTooLong: `El texto no puede superar los ${PERFIL_TEXT_MAX} caracteres.`,
  textRequired: 'El texto es obligatorio.',
  slideTextTooLong: `Cada texto puede tener como máximo ${SLIDE_TEXT_MAX} caracteres.`,
  invalidSlot: 'Slot inválido.',
  invalidSlideId: 'ID de slide inválido.',
  invalidTestimonialId: 'Error de configuración o ID de testimonio faltante.',
  testimonialNotFound: 'Testimonio no encontrado.',
  // failures (spec §8)
  sliderLoad: 'No se pudieron cargar las imágenes actuales.',
  sliderUpload: (slot: number) => `Error al subir imagen ${slot}.`,
  videoLoad: 'No se pudo cargar la información del video actual.',
  videoUpload: 'Error al subir el video.',
  perfilLoad: 'No se pudieron cargar los datos actuales del perfil.',
  perfilText: 'Error al guardar texto.',
  // spec §8 'Error al subir image/video.': one message per upload kind
  perfilImageUpload: 'Error al subir image.',
  perfilVideoUpload: 'Error al subir video.',
  testimonialsLoad: 'No se pudieron cargar los testimonios.',
  testimonialAdd: 'Error al añadir testimonio.',
  testimonialVideoUpload: 'Error al subir video.',
  testimonialPosterUpload: 'Error al subir poster.',
  testimonialDelete: 'No se pudo eliminar el testimonio.',
  testimonialSave: 'No se pudo guardar los cambios.',
  slidesLoad: 'No se pudieron cargar los datos actuales del slider.',
  slideSave: 'Error al guardar.',
  slideUpload: 'Error al subir.',
  testimonialsEmpty: 'No hay testimonios creados todavía.',
  // success
  sliderUploaded: (slot: number) => `Imagen del Slot ${slot} actualizada correctamente.`,
  videoUploaded: 'Video motivacional actualizado correctamente.',
  perfilTextSaved: 'Texto del perfil guardado correctamente.',
  perfilImageUploaded: 'Imagen del perfil actualizada correctamente.',
  perfilVideoUploaded: 'Video del perfil actualizado correctamente.',
  testimonialCreated: 'Testimonio añadido correctamente.',
  testimonialUpdated: 'Testimonio actualizado correctamente.',
  testimonialDeleted: 'Testimonio eliminado correctamente.',
  testimonialVideoUploaded: 'Video del testimonio actualizado correctamente.',
  testimonialPosterUploaded: 'Póster del testimonio actualizado correctamente.',
  slideSaved: (id: number) => `Slide ${id} guardado correctamente.`,
  slideHeroUploaded: (id: number) => `Imagen del slide ${id} actualizada correctamente.`,
} as const;

/** How long a success message stays (spec §4): slides 3 s, profile and testimonial add 4 s, others 5 s. */
export const SUCCESS_MS = { slides: 3000, profile: 4000, testimonialAdd: 4000, other: 5000 } as const;

/** GET /api/admin/slider/images → one entry per slot 1..3, empty ones included. */
export interface AdminSliderSlot {
  slot: number;
  path: string | null;
}

/** GET /api/admin/slider/video */
export interface AdminVideo {
  path: string | null;
}

/** An admin testimonial (active and inactive). */
export interface AdminTestimonial {
  id: number;
  title: string;
  description: string | null;
  video_path: string | null;
  poster_path: string | null;
  orden: number;
  is_active: boolean;
}

/** Every upload answers this (plus the changed object where there is one). */
export interface UploadAnswer {
  message: string;
  path: string;
}

/** 'texto larguísimo…' → first 30 characters + '...' (spec §2 Testimonios table). */
export function truncateDescription(description: string | null | undefined, max: number = TESTIMONIAL_DESC_PREVIEW): string {
  if (!description) return '';
  return description.length > max ? `${description.slice(0, max)}...` : description;
}

/** Empty or blank → null; otherwise the text as typed. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v));

const title = z
  .string({ error: ADMIN_CONTENT_MESSAGES.titleRequired })
  .trim()
  .min(1, ADMIN_CONTENT_MESSAGES.titleRequired)
  .max(TESTIMONIAL_TITLE_MAX, ADMIN_CONTENT_MESSAGES.titleTooLong);

/** Orden: an integer >= 0; anything else (empty, negative, decimal, text) becomes 0 (spec §5). */
export function normalizeOrden(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** POST /api/admin/testimonials */
export const testimonialCreateSchema = z.object({
  title,
  description: optionalText(TESTIMONIAL_DESCRIPTION_MAX, ADMIN_CONTENT_MESSAGES.descriptionTooLong),
});
export type TestimonialCreateInput = z.input<typeof testimonialCreateSchema>;
export type TestimonialCreate = z.output<typeof testimonialCreateSchema>;

/** PUT /api/admin/testimonials/:id — is_active may be left out to keep the current value. */
export const testimonialUpdateSchema = z.object({
  title,
  description: optionalText(TESTIMONIAL_DESCRIPTION_MAX, ADMIN_CONTENT_MESSAGES.descriptionTooLong),
  orden: z.unknown().transform(normalizeOrden),
  is_active: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0')])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === 'true' || v === '1')),
});
export type TestimonialUpdateInput = z.input<typeof testimonialUpdateSchema>;
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;

/** PUT /api/admin/perfil/update-text */
export const perfilTextSchema = z.object({
  texto: z.string({ error: ADMIN_CONTENT_MESSAGES.textRequired }).max(PERFIL_TEXT_MAX, ADMIN_CONTENT_MESSAGES.textTooLong),
});
export type PerfilTextInput = z.infer<typeof perfilTextSchema>;

const slideText = z
  .string()
  .max(SLIDE_TEXT_MAX, ADMIN_CONTENT_MESSAGES.slideTextTooLong)
  .nullish()
  .transform((v) => v ?? '');

/** PUT /api/admin/inicio/slides/:id */
export const inicioSlideUpdateSchema = z.object({
  sub_title: slideText,
  title1_pre: slideText,
  title1_highlight: slideText,
  title2: slideText,
});
export type InicioSlideUpdateInput = z.input<typeof inicioSlideUpdateSchema>;
export type InicioSlideUpdate = z.output<typeof inicioSlideUpdateSchema>;
