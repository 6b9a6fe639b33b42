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
  /** user_verify | user_reset | admin_reset | booking_verify */
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
  verified: Bool;
  verified_at: DateTime | null;
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
}

/** Counters of express-rate-limit, in the database so every app instance shares them. */
export interface RateLimitsTable {
  limit_key: string;
  hits: number;
  reset_at: DateTime;
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
}

export const SETTING_KEYS = {
  motivationalVideo: 'motivational_video_path',
  profileText: 'profile_text',
  profileImage: 'profile_image_path',
  profileVideo: 'profile_video_path',
} as const;
