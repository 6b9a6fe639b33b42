import { z } from 'zod';

/**
 * The admin activity log: action names and their Spanish labels. Server code records
 * them with recordActivity (server/src/modules/activity/activity.repo.ts); the Actividad screen
 * shows the labels. A new action is added here first.
 */
export const ACTIVITY_ACTIONS = {
  'login.succeeded': 'Inicio de sesión',
  'login.failed': 'Inicio de sesión fallido',
  '2fa.code_failed': 'Código de verificación incorrecto',
  '2fa.recovery_code_used': 'Código de recuperación usado',
  '2fa.enabled': 'Verificación en dos pasos activada',
  '2fa.disabled': 'Verificación en dos pasos desactivada',
  '2fa.reset': 'Verificación en dos pasos restablecida',
  'password.reset': 'Contraseña restablecida',
  'booking.updated': 'Reserva editada',
  'booking.attendance': 'Asistencia registrada',
  'booking.deleted': 'Reserva eliminada',
  'block.created': 'Bloqueo creado',
  'block.deleted': 'Bloqueo eliminado',
  'content.updated': 'Contenido modificado',
  'content.deleted': 'Contenido eliminado',
  'media.uploaded': 'Archivo subido',
  'product.created': 'Producto creado',
  'product.updated': 'Producto modificado',
  'product.archived': 'Producto archivado',
  'order.status_changed': 'Estado de pedido cambiado',
  'order.wompi_checked': 'Pago en línea consultado en Wompi',
  'shop_settings.updated': 'Ajustes de la tienda modificados',
  'post.created': 'Entrada del blog creada',
  'post.updated': 'Entrada del blog modificada',
  'post.deleted': 'Entrada del blog eliminada',
  'post.published': 'Entrada del blog publicada a su hora',
  'post.preview_link_created': 'Enlace de vista previa creado',
  'reto.created': 'Reto creado',
  'reto.updated': 'Reto modificado',
  'reto.archived': 'Reto archivado',
  'reto.plan_saved': 'Plan de un reto guardado',
  'coach_note.saved': 'Nota del coach guardada',
  // Wired by the features that own them (personal-data rights, calendar feed):
  'personal_data.exported': 'Datos personales exportados',
  'personal_data.anonymised': 'Datos personales anonimizados',
  'calendar.address_created': 'Dirección de calendario creada',
  'calendar.address_regenerated': 'Dirección de calendario regenerada',
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
export const ACTIVITY_ACTION_NAMES = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];

export const ACTIVITY_PAGE_SIZE = 50;

export const ACTIVITY_MESSAGES = {
  invalidAction: 'La acción indicada no existe.',
  invalidDate: 'La fecha debe tener el formato AAAA-MM-DD.',
  invalidRange: 'La fecha inicial no puede ser posterior a la final.',
  invalidCursor: 'La página pedida no es válida.',
  invalidAdmin: 'El administrador indicado no es válido.',
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ACTIVITY_MESSAGES.invalidDate);

/** Query of GET /api/admin/actividad; desde/hasta are Colombia days, both included. */
export const activityQuerySchema = z
  .object({
    accion: z.enum(ACTIVITY_ACTION_NAMES as [ActivityAction, ...ActivityAction[]], { error: ACTIVITY_MESSAGES.invalidAction }).optional(),
    admin: z.coerce
      .number({ error: ACTIVITY_MESSAGES.invalidAdmin })
      .int(ACTIVITY_MESSAGES.invalidAdmin)
      .positive(ACTIVITY_MESSAGES.invalidAdmin)
      .optional(),
    desde: day.optional(),
    hasta: day.optional(),
    cursor: z.coerce
      .number({ error: ACTIVITY_MESSAGES.invalidCursor })
      .int(ACTIVITY_MESSAGES.invalidCursor)
      .positive(ACTIVITY_MESSAGES.invalidCursor)
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PAGE_SIZE),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: ACTIVITY_MESSAGES.invalidRange, path: ['hasta'] });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export interface ActivityEntry {
  id: number;
  /** ISO instant */
  at: string;
  adminId: number | null;
  adminUsername: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
}

export interface ActivityPage {
  items: ActivityEntry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
  admins: { id: number; username: string }[];
}
