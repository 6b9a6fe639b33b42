import type { Generated } from 'kysely';

/** Booleans are 0/1 and instants 'YYYY-MM-DD HH:MM:SS' UTC text on both dialects (see lib/time.ts). */
type Bool = number;
type DateTime = string;

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  created_at: DateTime;
  updated_at: DateTime;
  /** Tokens carry it; a password reset moves it on (migration 002). */
  session_version: Generated<number>;
  /** Two-factor login (migration 007): secrets encrypted with lib/secret-box.ts. */
  totp_secret: string | null;
  /** Set by /2fa/setup, moved to totp_secret once a code confirms it. */
  totp_pending_secret: string | null;
  totp_enabled_at: DateTime | null;
  /** The last accepted 30 s TOTP step (replay guard). */
  totp_last_step: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Stored lower-cased: e-mails are unique case-insensitively. */
  email: string;
  password_hash: string;
  date_of_birth: string; // yyyy-MM-dd
  country: string;
  phone: string;
  weight_kg: number | null;
  height_cm: number | null;
  sex: string;
  accept_privacy_policy: Bool;
  email_verified_at: DateTime | null;
  /** Tokens carry it; a password reset moves it on (migration 002). */
  session_version: Generated<number>;
  profile_image_path: string | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** Single-use secrets sent by e-mail; only the SHA-256 of the token is stored. */
export interface AuthTokensTable {
  id: Generated<number>;
  token_hash: string;
  /** user_verify | user_reset | admin_reset | booking_verify | booking_manage */
  purpose: string;
  subject_id: number;
  expires_at: DateTime;
  used_at: DateTime | null;
  created_at: DateTime;
}

export interface RegistrosTable {
  id: Generated<number>;
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  sexo: string;
  ocupacion: string;
  pais: string;
  edad: number;
  peso_actual: number;
  estatura: number;
  /** JSON array of option values */
  sufre_de: string;
  sufre_de_otros: string | null;
  /** JSON array of option values */
  objetivos: string;
  objetivo_otros: string | null;
  recomendado_por: string | null;
  id_patrocinador: string | null;
  /** UTC instant of the Colombia wall-clock slot */
  fecha_asesoria: DateTime;
  /**
   * 'yyyy-MM-ddTHH:mm' (Colombia) while the booking holds its slot — verified, or pending and not
   * expired; NULL otherwise. UNIQUE: the database itself refuses a double booking.
   */
  slot_key: string | null;
  /** End of a pending booking's hold; NULL once verified. */
  hold_expires_at: DateTime | null;
  politica_privacidad: Bool;
  /** Kept equal to estado IN (confirmada, asistio, no_asistio) by the booking repo. */
  verified: Bool;
  verified_at: DateTime | null;
  /** pendiente | confirmada | cancelada | asistio | no_asistio (BOOKING_ESTADOS, migration 003) */
  estado: Generated<string>;
  /** cliente | admin, once cancelled */
  cancelado_por: string | null;
  motivo_cancelacion: string | null;
  cancelado_at: DateTime | null;
  /** Last move of the appointment (reminders whose moment passed before it are skipped). */
  reprogramado_at: DateTime | null;
  /** Name, surnames, e-mail and phone folded for the agenda's search (agendaSearchText, migration 008). */
  busqueda: string | null;
  /** The calendar invitation's SEQUENCE: raised on every change the client is told about. */
  secuencia_ics: Generated<number>;
  /** Raised by every write of the booking (booking.repo writeBooking): the coach's feed's SEQUENCE (migration 006). */
  revision: Generated<number>;
  /** When its personal fields were replaced (booking.repo anonymiseBookings, migration 004); NULL while personal. */
  anonimizado_at: Generated<DateTime | null>;
  created_at: DateTime;
  updated_at: DateTime;
}

export interface BloqueosTable {
  id: Generated<number>;
  fecha: string; // yyyy-MM-dd (Colombia)
  hora_inicio: string | null; // HH:mm
  hora_fin: string | null; // HH:mm
  motivo: string | null;
  created_at: DateTime;
}

export interface InicioSlidesTable {
  id: number; // 1..3
  sub_title: string;
  title1_pre: string;
  title1_highlight: string;
  title2: string;
  hero_img_path: string | null;
  updated_at: DateTime;
}

export interface SliderImagesTable {
  slot: number; // 1..3
  image_path: string | null;
  updated_at: DateTime;
}

/** Single-value site content: motivational video, professional profile text/image/video. */
export interface SiteSettingsTable {
  setting_key: string;
  value: string | null;
  updated_at: DateTime;
}

export interface TestimonialsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  video_path: string | null;
  poster_path: string | null;
  orden: number;
  is_active: Bool;
  created_at: DateTime;
  updated_at: DateTime;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** JSON array of { filename, content (base64), contentType } */
  attachments: string | null;
  /** pending | sent | failed */
  status: string;
  attempts: number;
  next_attempt_at: DateTime;
  locked_until: DateTime | null;
  last_error: string | null;
  sent_at: DateTime | null;
  created_at: DateTime;
  /** The booking the e-mail is about (its anonymisation reaches it); NULL for account and admin e-mails. */
  registro_id: Generated<number | null>;
  /** 1: emptied and readdressed right after it is sent or given up (a forgotten person's last notices, migration 005). */
  anonimizar_tras_envio: Generated<number>;
  /** The order the e-mail is about (migration 011): erasing the buyer reaches it, the team's copy too. */
  pedido_id: Generated<number | null>;
}

/** One row per reminder sent: the unique key makes each go out once, whatever the number of processes. */
export interface BookingRemindersTable {
  id: Generated<number>;
  registro_id: number;
  offset_minutes: number;
  fecha_asesoria: DateTime;
  created_at: DateTime;
}

/** Counters of express-rate-limit, in the database so every app instance shares them. */
export interface RateLimitsTable {
  limit_key: string;
  hits: number;
  reset_at: DateTime;
}

/** Who runs a job shared by every app instance, until when (privacy/retention.repo.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: DateTime;
}

/** One private calendar address per admin (calendar-feed module, migration 006). */
export interface CalendarFeedsTable {
  admin_id: number;
  token_hash: string;
  nonce: string;
  created_at: DateTime;
  body_etag: string | null;
  body_changed_at: DateTime | null;
}

/** Single-use recovery codes of an admin's two-factor login; only the SHA-256 is stored. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: DateTime | null;
  created_at: DateTime;
}

/** Append-only record of admin actions (modules/activity). Never health data. */
export interface AdminActivityTable {
  id: Generated<number>;
  created_at: DateTime;
  admin_id: number | null;
  admin_username: string | null;
  action: string;
  target: string | null;
  /** JSON object */
  detail: string | null;
  ip: string | null;
}

/** One authorisation given under Ley 1581 (migration 005): an account's (user_id) or a booking's (registro_id). */
export interface ConsentimientosTable {
  id: Generated<number>;
  user_id: number | null;
  registro_id: number | null;
  politica_version: string;
  /** The exact consent text of that version (shared/src/privacy.ts), as shown. */
  texto: string;
  /** NULL once the booking is anonymised. */
  ip: string | null;
  otorgado_at: DateTime;
  /** An order's acceptance of the terms of sale and of the data policy (migration 011). */
  pedido_id: Generated<number | null>;
  /** What an account's consent is for (migration 017): NULL the sign-up's, 'herramientas' the tools'. */
  finalidad: Generated<string | null>;
  /** When a purpose's consent was withdrawn (migration 018); NULL while it stands. */
  revocado_at: Generated<DateTime | null>;
}

/** Ids of deleted accounts: their old tokens get 401 (migration 005). */
export interface CuentasEliminadasTable {
  user_id: number;
  eliminado_at: DateTime;
}

export interface ProductosTable {
  id: Generated<number>;
  nombre: string;
  slug: string;
  categoria: string;
  resumen: string;
  descripcion: string;
  precio: number;
  precio_antes: number | null;
  stock: number | null;
  presentacion: string;
  registro_invima: string | null;
  activo: Bool;
  orden: number;
  busqueda: string;
  archived_at: DateTime | null;
  created_at: DateTime;
  updated_at: DateTime;
}

export interface ProductoImagenesTable {
  id: Generated<number>;
  producto_id: number;
  posicion: number;
  path: string;
  alt: string;
  created_at: DateTime;
}

export interface ProductoSlugsTable {
  slug: string;
  producto_id: number;
  created_at: DateTime;
}

/** One order of the shop (migration 011, modules/orders). Amounts in whole pesos. */
export interface PedidosTable {
  id: Generated<number>;
  /** VS-XXXXX, unique. */
  referencia: string;
  /** pendiente_pago | pagado | en_preparacion | enviado | entregado | cancelado | expirado */
  estado: string;
  metodo_pago: string;
  nombres: string;
  apellidos: string;
  /** Lower-case. */
  email: string;
  telefono: string;
  tipo_documento: string;
  numero_documento: string;
  /** Reference, names, e-mail and phone folded (lib/search-text.ts) for the back office's search. */
  busqueda: string;
  entrega_tipo: string;
  /** DIVIPOLA code (5 digits) of a home delivery. */
  municipio: string | null;
  direccion: string | null;
  barrio: string | null;
  indicaciones: string | null;
  /** The shipping zone that priced it (NULL: the default price or pickup). */
  zona: string | null;
  subtotal: number;
  envio: number;
  total: number;
  transportadora: string | null;
  guia: string | null;
  motivo_cancelacion: string | null;
  reembolso_pendiente: Generated<Bool>;
  pagado_at: DateTime | null;
  /**
   * When an unpaid order lets its units go: a transfer ORDER_PAYMENT_HOURS after it was placed, an
   * online payment ONLINE_PAYMENT_MINUTES after its attempt, an unconfirmed cash-on-delivery order
   * CASH_ON_DELIVERY_CONFIRM_HOURS after it was placed (NULL once confirmed; migration 020).
   */
  vence_at: DateTime | null;
  /** A cash-on-delivery order confirmed by its buyer or the team (migration 020). */
  confirmado_at: DateTime | null;
  /** Set by the one process that claimed the payment reminder. */
  recordatorio_enviado_at: DateTime | null;
  /** The buyer asked to be forgotten while the order was being fulfilled: anonymised once it ends (ADR 015). */
  anonimizar_solicitado_at: DateTime | null;
  anonimizado_at: DateTime | null;
  /** The account that bought (required when the order holds a programme; migration 014). */
  user_id: number | null;
  /** The programme's start, a Colombian calendar day 'YYYY-MM-DD' (migration 014). */
  reto_inicio: string | null;
  created_at: DateTime;
  updated_at: DateTime;
  /** 1: an online payment approved after the order expired or was cancelled (migration 013). */
  pago_tardio: Generated<Bool>;
}

/** One online payment attempt of an order through Wompi (migration 013). */
export interface PagosWompiTable {
  id: Generated<number>;
  pedido_id: number;
  /** Unique per attempt: VS-XXXXX-N. */
  referencia: string;
  /** What the integrity signature covered: the order's total × 100, COP. */
  monto_centavos: number;
  moneda: string;
  /** Wompi's status as last applied: PENDING | APPROVED | DECLINED | VOIDED | ERROR. */
  estado: string;
  transaccion_id: string | null;
  /** Wompi's payment_method_type (CARD, PSE, NEQUI, BANCOLOMBIA_TRANSFER…). */
  medio: string | null;
  vence_at: DateTime;
  /** The reconciliation's lease: the instance that set it asks Wompi about the attempt. */
  consulta_hasta: DateTime | null;
  consultado_at: DateTime | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** A verified Wompi event or an answer of its API, raw (migration 013). */
export interface PagosWompiEventosTable {
  id: Generated<number>;
  pago_id: number | null;
  /** evento | consulta */
  origen: string;
  transaccion_id: string | null;
  estado: string | null;
  cuerpo: string;
  /** Why the team was alerted (mismatched amount, currency or reference), else NULL. */
  alerta: string | null;
  created_at: DateTime;
}

export interface PedidoLineasTable {
  id: Generated<number>;
  pedido_id: number;
  /** NULL only if the product row were ever deleted (products are archived, not deleted). */
  producto_id: number | null;
  nombre: string;
  precio: number;
  cantidad: number;
  subtotal: number;
  /** A programme line (migration 014): the reto bought, quantity 1. */
  reto_id: number | null;
}

/** An order's timeline: one row per state it entered. */
export interface PedidoEventosTable {
  id: Generated<number>;
  pedido_id: number;
  estado: string;
  nota: string | null;
  created_at: DateTime;
}

/** The shop settings: one row (id 1), the JSON of shared/src/orders.ts shopSettingsSchema. */
export interface TiendaAjustesTable {
  id: number;
  datos: string;
  updated_at: DateTime;
}

/** A blog post (migration 012, modules/blog). */
export interface BlogEntradasTable {
  id: Generated<number>;
  titulo: string;
  slug: string;
  extracto: string;
  /** Markdown as written. */
  cuerpo: string;
  /** `cuerpo` rendered and sanitised (lib/markdown.ts) when saved. */
  html: string;
  minutos_lectura: number;
  /** borrador | programado | publicado */
  estado: string;
  /** When a programado post goes live (UTC). */
  publicar_en: DateTime | null;
  publicado_at: DateTime | null;
  seo_titulo: string | null;
  seo_descripcion: string | null;
  portada_path: string | null;
  portada_alt: string | null;
  /** The admin's name; nothing else about a person. */
  autor: string;
  /** SHA-256 hex of the private preview link's token. */
  vista_previa_hash: string | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** Former slugs of a post that was published (redirected to the current one). */
/** A slug a reto answered to before (migration 021), redirected to its current one. */
export interface RetoSlugsTable {
  slug: string;
  reto_id: number;
  created_at: DateTime;
}

export interface BlogSlugsTable {
  slug: string;
  entrada_id: number;
  created_at: DateTime;
}

export interface BlogEtiquetasTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  created_at: DateTime;
}

export interface BlogEntradaEtiquetasTable {
  entrada_id: number;
  etiqueta_id: number;
  /** The tag's place in the post's list, as typed. */
  posicion: number;
}

/** A reto, a programme the shop sells (migration 014, modules/retos). */
export interface RetosTable {
  id: Generated<number>;
  slug: string;
  nombre: string;
  titular: string;
  /** Paragraphs separated by a blank line. */
  descripcion: string;
  dias: number;
  precio: number;
  /** JSON list of strings. */
  incluye: string;
  /** JSON list of strings. */
  beneficios: string;
  meta_descripcion: string;
  imagen_path: string | null;
  imagen_alt: string | null;
  activo: Bool;
  orden: number;
  archived_at: DateTime | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** One day of a reto's plan (1..dias). */
export interface RetoDiasTable {
  id: Generated<number>;
  reto_id: number;
  dia: number;
  titulo: string;
  texto: string;
  enlace_url: string | null;
  video_url: string | null;
  updated_at: DateTime;
}

/** A reto's kit: products of the catalog, in order. */
export interface RetoProductosTable {
  reto_id: number;
  producto_id: number;
  posicion: number;
}

/** A person enrolled in a reto by a paid order (personal data: modules/retos/retos.personal-data.ts). */
export interface RetoInscripcionesTable {
  id: Generated<number>;
  reto_id: number;
  user_id: number;
  pedido_id: number;
  /** First day of the programme, a Colombian calendar day 'YYYY-MM-DD'. */
  inicio: string;
  /** activa | cancelada */
  estado: string;
  /** When the seat ended: its order was cancelled or refunded (migration 020). */
  cancelada_at: DateTime | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** A thing the public may find with the site search (migration 015, modules/search). */
export interface BusquedaDocumentosTable {
  id: Generated<number>;
  /** producto | entrada | reto | pagina */
  tipo: string;
  /** The source's own key (a product's id, a page's path). */
  ref: string;
  titulo: string;
  resumen: string;
  url: string;
  fecha: DateTime | null;
  /** Hash of what it was indexed from (the start-up reconciliation compares it). */
  huella: string;
}

/** A document's word, folded and stemmed (shared/src/search-public.ts). */
export interface BusquedaTerminosTable {
  termino: string;
  documento_id: number;
  /** 1 when the word is in the title. */
  en_titulo: number;
}

/** One day of a person's "Mi progreso" log (migration 017); MySQL returns the decimals as text. */
export interface ProgresoMedicionesTable {
  id: Generated<number>;
  user_id: number;
  /** yyyy-MM-dd, the person's day. */
  fecha: string;
  peso_kg: number | string | null;
  cintura_cm: number | string | null;
  cadera_cm: number | string | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** A person's settings of the tools and the coach's private note (migration 017). */
export interface HerramientasAjustesTable {
  user_id: number;
  peso_meta_kg: number | string | null;
  correo_diario: Generated<Bool>;
  nota_coach: string | null;
  nota_coach_at: DateTime | null;
  updated_at: DateTime;
}

/** One day's check-in of a reto (migration 017): day N of the enrolment, each answer optional. */
export interface RetoCheckinsTable {
  id: Generated<number>;
  inscripcion_id: number;
  /** The enrolment's person (every read is filtered by it: one person never reaches another's). */
  user_id: number;
  /** 1..M, counted from the enrolment's `inicio` in Colombia. */
  dia: number;
  /** The Colombia day it is about (inicio + dia − 1). */
  fecha: string;
  vasos_agua: number | null;
  comidas_plan: number | null;
  minutos_ejercicio: number | null;
  horas_sueno: number | string | null;
  animo: number | null;
  nota: string | null;
  created_at: DateTime;
  updated_at: DateTime;
}

/** The daily plan e-mail claimed for an enrolment and day (migration 017): its key sends it once. */
export interface RetoCorreosDiariosTable {
  inscripcion_id: number;
  dia: number;
  created_at: DateTime;
}

export interface Database {
  admins: AdminsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  registros: RegistrosTable;
  bloqueos: BloqueosTable;
  inicio_slides: InicioSlidesTable;
  slider_images: SliderImagesTable;
  site_settings: SiteSettingsTable;
  testimonials: TestimonialsTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  booking_reminders: BookingRemindersTable;
  job_leases: JobLeasesTable;
  calendar_feeds: CalendarFeedsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_activity: AdminActivityTable;
  consentimientos: ConsentimientosTable;
  cuentas_eliminadas: CuentasEliminadasTable;
  productos: ProductosTable;
  producto_imagenes: ProductoImagenesTable;
  producto_slugs: ProductoSlugsTable;
  pedidos: PedidosTable;
  pagos_wompi: PagosWompiTable;
  pagos_wompi_eventos: PagosWompiEventosTable;
  pedido_lineas: PedidoLineasTable;
  pedido_eventos: PedidoEventosTable;
  tienda_ajustes: TiendaAjustesTable;
  blog_entradas: BlogEntradasTable;
  blog_slugs: BlogSlugsTable;
  blog_etiquetas: BlogEtiquetasTable;
  blog_entrada_etiquetas: BlogEntradaEtiquetasTable;
  retos: RetosTable;
  reto_slugs: RetoSlugsTable;
  reto_dias: RetoDiasTable;
  reto_productos: RetoProductosTable;
  reto_inscripciones: RetoInscripcionesTable;
  busqueda_documentos: BusquedaDocumentosTable;
  busqueda_terminos: BusquedaTerminosTable;
  progreso_mediciones: ProgresoMedicionesTable;
  herramientas_ajustes: HerramientasAjustesTable;
  reto_checkins: RetoCheckinsTable;
  reto_correos_diarios: RetoCorreosDiariosTable;
}

export const SETTING_KEYS = {
  motivationalVideo: 'motivational_video_path',
  profileText: 'profile_text',
  profileImage: 'profile_image_path',
  profileVideo: 'profile_video_path',
} as const;
