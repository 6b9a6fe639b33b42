import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { z } from 'zod';

/** Repository root: server/src/config.ts → ../.. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const int = (def: number) => z.coerce.number().int().min(0).default(def);
/** A retention period: 0 would erase data the moment it is written. */
const positive = (def: number) => z.coerce.number().int().min(1, 'debe ser un número entero mayor que 0').default(def);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v ? v === 'true' || v === '1' || v === 'yes' : undefined));
const email = z.email({ message: 'debe ser una dirección de correo (nombre@dominio.com)' });
/** What jsonwebtoken's expiresIn reads: a whole number of seconds, minutes, hours, days or weeks. */
const duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d*\s*(s|m|h|d|w)$/, 'debe ser una duración como 30m, 8h o 7d (s, m, h, d o w)');
/** "dirección" or "Nombre <dirección>", as nodemailer's from accepts it. */
const mailFrom = z
  .string()
  .trim()
  .refine((v) => {
    const address = /^[^<>]*<([^<>]+)>$/.exec(v)?.[1] ?? v;
    return email.safeParse(address.trim()).success;
  }, 'debe ser una dirección de correo o «Nombre <dirección>»');
const smtpUrl = optionalString.pipe(
  z
    .string()
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'debe ser una URL smtp:// o smtps:// (smtp://usuario:clave@servidor:587)')
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url({ message: 'debe ser una URL (http://… o https://…)' }).optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^mysql:\/\//, 'debe empezar por mysql:// (déjalo vacío para usar SQLite)')
      .optional(),
  ),
  /** MySQL by parts (docker-compose): a generated password with '/', '@' or ':' needs no URL-encoding. */
  DB_HOST: optionalString,
  DB_PORT: int(3306),
  DB_USER: optionalString,
  DB_PASSWORD: z.string().optional(),
  DB_NAME: optionalString,
  SQLITE_FILE: z.string().default(path.join(ROOT_DIR, 'data', 'app.db')),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, 'data')),
  UPLOADS_DIR: z.string().default(path.join(ROOT_DIR, 'uploads')),
  BACKUP_DIR: z.string().default(path.join(ROOT_DIR, 'backups')),
  CLIENT_DIST_DIR: z.string().default(path.join(ROOT_DIR, 'client', 'dist')),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  USER_TOKEN_TTL: duration.default('7d'),
  ADMIN_TOKEN_TTL: duration.default('8h'),
  /** Two-factor login mandatory for every admin (ADR 010). */
  ADMIN_REQUIRE_2FA: optionalBool,
  BCRYPT_COST: int(12),
  /** Unset: the demo content is seeded into an empty database, except in production. */
  SEED_DEMO: optionalBool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  JSON_BODY_LIMIT: z.string().default('100kb'),

  BRAND_NAME: z.string().default('Vida Sana Coaching'),
  COACH_NAME: z.string().default('Laura Méndez'),
  COACH_EMAIL: email.default('coach@vidasana.example'),
  CONTACT_PHONE: z.string().default('+57 300 123 4567'),
  WHATSAPP_NUMBER: z.string().default('573001234567'),

  SMTP_URL: smtpUrl,
  /** smtp (needs SMTP_URL) or file (each e-mail written under MAIL_DIR). Unset: smtp when SMTP_URL is set. */
  MAIL_TRANSPORT: optionalString.pipe(z.enum(['smtp', 'file'], { message: 'debe ser smtp o file' }).optional()),
  MAIL_FROM: mailFrom.default('Vida Sana Coaching <no-reply@vidasana.example>'),
  MAIL_DIR: z.string().optional(),
  EMAIL_WORKER_INTERVAL_MS: int(2000),
  EMAIL_MAX_ATTEMPTS: int(12),

  BOOKING_HOLD_HOURS: int(24),
  BOOKING_CHANGE_CUTOFF_HOURS: int(12),
  BOOKING_REMINDERS: z
    .string()
    .default('24h,2h')
    .transform((v, ctx) => {
      const parsed = parseReminderOffsets(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'debe ser una lista como 24h,2h o 30m (horas h o minutos m; vacía = sin recordatorios)' });
        return z.NEVER;
      }
      return parsed;
    }),
  REMINDER_WORKER_INTERVAL_MS: int(60_000),
  /** Hours an unpaid transfer order keeps its units before it expires; its reminder goes out halfway. */
  ORDER_PAYMENT_HOURS: z.coerce
    .number()
    .int()
    .min(1, 'debe ser un número entero de horas mayor que 0')
    .max(24 * 30, 'debe ser como mucho 720 (30 días)')
    .default(48),
  /**
   * Hours an unpaid cash-on-delivery order keeps its units until its buyer (the order e-mail's
   * link) or the team confirms it; unconfirmed by then, it expires and its units return.
   */
  CASH_ON_DELIVERY_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1, 'debe ser un número entero de horas mayor que 0')
    .max(24 * 7, 'debe ser como mucho 168 (7 días)')
    .default(24),
  /** The largest total one order may have, in pesos: a quote or an order above it is refused with a 409. */
  MAX_ORDER_TOTAL: z.coerce
    .number()
    .int()
    .min(1_000, 'debe ser un número entero de pesos, al menos 1000')
    .max(9_000_000_000_000, 'debe ser como mucho 9000000000000')
    .default(50_000_000),
  AVAILABILITY_CACHE_MS: int(1000),
  RETENTION_UNCONFIRMED_DAYS: positive(7),
  RETENTION_MAIL_DAYS: positive(30),
  RETENTION_MONTHS: positive(24),
  RETENTION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(60_000, 'debe ser al menos 60000 (un minuto)')
    .default(24 * 60 * 60_000),
  VIDEO_MAX_MB: int(200),

  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,

  RATE_LIMIT_LOGIN_WINDOW_MS: int(15 * 60_000),
  RATE_LIMIT_LOGIN_MAX: int(10),
  RATE_LIMIT_REGISTER_WINDOW_MS: int(60 * 60_000),
  RATE_LIMIT_REGISTER_MAX: int(10),
  RATE_LIMIT_FORGOT_WINDOW_MS: int(60 * 60_000),
  RATE_LIMIT_FORGOT_MAX: int(5),
  RATE_LIMIT_BOOKING_WINDOW_MS: int(60 * 60_000),
  RATE_LIMIT_BOOKING_MAX: int(10),
  RATE_LIMIT_ADMIN_LOGIN_WINDOW_MS: int(15 * 60_000),
  RATE_LIMIT_ADMIN_LOGIN_MAX: int(5),
  RATE_LIMIT_BOOKING_RESEND_WINDOW_MS: int(60 * 60_000),
  RATE_LIMIT_BOOKING_RESEND_MAX: int(5),
  RATE_LIMIT_BOOKING_MANAGE_WINDOW_MS: int(15 * 60_000),
  RATE_LIMIT_BOOKING_MANAGE_MAX: int(60),
  RATE_LIMIT_ORDER_WINDOW_MS: int(60 * 60_000),
  RATE_LIMIT_ORDER_MAX: int(20),
  RATE_LIMIT_ORDER_TRACKING_WINDOW_MS: int(15 * 60_000),
  RATE_LIMIT_ORDER_TRACKING_MAX: int(60),
  RATE_LIMIT_CALENDAR_FEED_WINDOW_MS: int(15 * 60_000),
  RATE_LIMIT_CALENDAR_FEED_MAX: int(60),
  /** How often a subscribed calendar is asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  CALENDAR_FEED_REFRESH_MINUTES: z.coerce.number().int().min(5, 'debe ser al menos 5 (minutos)').default(15),

  /** Paying online through Wompi: all three keys or none (then the method is not offered). */
  WOMPI_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^pub_(test|prod)_\w+$/, 'debe empezar por pub_test_ o pub_prod_')
      .optional(),
  ),
  WOMPI_INTEGRITY_SECRET: optionalString,
  WOMPI_EVENTS_SECRET: optionalString,
  /** Default from the key's prefix: sandbox for pub_test_, production for pub_prod_. */
  WOMPI_API_URL: optionalString.pipe(z.url({ message: 'debe ser una URL (https://…)' }).optional()),
  WOMPI_CHECKOUT_URL: z.url({ message: 'debe ser una URL (https://…)' }).default('https://checkout.wompi.co/p/'),
  /** How long an online payment holds the order's units (the checkout's expiration-time). */
  ONLINE_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(5, 'debe ser al menos 5 (minutos)')
    .max(24 * 60, 'debe ser como mucho 1440 (un día)')
    .default(60),
  WOMPI_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(10_000, 'debe ser al menos 10000 (diez segundos)').default(600_000),
  RATE_LIMIT_WOMPI_EVENTS_WINDOW_MS: int(60_000),
  RATE_LIMIT_WOMPI_EVENTS_MAX: int(120),
});

/** '24h,2h,30m' → [1440, 120, 30] minutes, largest first; '' → []; anything else → null. */
export function parseReminderOffsets(raw: string): number[] | null {
  const parts = raw
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  const minutes: number[] = [];
  for (const p of parts) {
    const m = /^(\d{1,4})\s*([hm])$/.exec(p);
    if (!m || Number(m[1]) === 0) return null;
    minutes.push(m[2] === 'h' ? Number(m[1]) * 60 : Number(m[1]));
  }
  return [...new Set(minutes)].sort((a, b) => b - a);
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  sqliteFile: string;
  dataDir: string;
  uploadsDir: string;
  /** Where `npm run db:backup` writes its archives. */
  backupDir: string;
  clientDistDir: string;
  jwtSecret: string;
  userTokenTtl: string;
  adminTokenTtl: string;
  /** An admin without two-factor login must set it up at login before using the dashboard (ADR 010). */
  adminRequire2fa: boolean;
  bcryptCost: number;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: string;
  jsonBodyLimit: string;
  brand: { name: string; coachName: string; coachEmail: string; contactPhone: string; whatsappNumber: string };
  mail: { smtpUrl?: string; from: string; dir: string; workerIntervalMs: number; maxAttempts: number };
  bookingHoldHours: number;
  /** No self-service change of a booking closer than this to the appointment. */
  bookingChangeCutoffHours: number;
  /** Minutes before a confirmed appointment at which a reminder goes out, largest first. */
  bookingReminderOffsetsMin: number[];
  reminderWorkerIntervalMs: number;
  /** Hours an unpaid transfer order holds its units (reminder at half, expiry at the end). */
  orderPaymentHours: number;
  /** Hours an unconfirmed cash-on-delivery order keeps its units (CASH_ON_DELIVERY_CONFIRM_HOURS). */
  cashOnDeliveryConfirmHours: number;
  /** The largest total one order may have, in pesos (MAX_ORDER_TOTAL). */
  maxOrderTotal: number;
  /** How long one instance may reuse a day's occupied slots (0 = never); the booking insert stays authoritative. */
  availabilityCacheMs: number;
  videoMaxBytes: number;
  /** What the daily retention pass removes or anonymises, and when (privacy/retention.service.ts). */
  retention: { unconfirmedDays: number; mailDays: number; months: number; intervalMs: number };
  initialAdmin?: { username: string; email: string; password: string };
  /** Minutes a subscribed calendar waits before fetching the coach's feed again. */
  calendarFeedRefreshMinutes: number;
  /** Wompi; undefined without keys: the online method is not offered. */
  wompi?: WompiConfig;
  /** Minutes an online payment holds the order's units. */
  onlinePaymentMinutes: number;
  rateLimits: Record<
    | 'login'
    | 'register'
    | 'forgot'
    | 'booking'
    | 'adminLogin'
    | 'bookingResend'
    | 'bookingManage'
    | 'calendarFeed'
    | 'order'
    | 'orderTracking'
    | 'wompiEvents',
    { windowMs: number; max: number }
  >;
}

export interface WompiConfig {
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** Without a trailing slash: `${apiUrl}/transactions/<id>`. */
  apiUrl: string;
  checkoutUrl: string;
  /** A pub_test_ key: sandbox payments, no real money. */
  test: boolean;
  reconcileIntervalMs: number;
}

export class ConfigError extends Error {}

const WOMPI_KEYS = ['WOMPI_PUBLIC_KEY', 'WOMPI_INTEGRITY_SECRET', 'WOMPI_EVENTS_SECRET'] as const;

/** All three keys or none: with only some the server refuses to start, naming what is missing. */
function wompiConfig(e: z.output<typeof envSchema>, problems: string[]): WompiConfig | undefined {
  const missing = WOMPI_KEYS.filter((k) => !e[k]);
  if (missing.length === WOMPI_KEYS.length) return undefined;
  if (missing.length) {
    problems.push(`  - ${missing.join(', ')}: se necesitan las tres llaves de Wompi (${WOMPI_KEYS.join(', ')}) o ninguna`);
    return undefined;
  }
  const test = e.WOMPI_PUBLIC_KEY!.startsWith('pub_test_');
  return {
    publicKey: e.WOMPI_PUBLIC_KEY!,
    integritySecret: e.WOMPI_INTEGRITY_SECRET!,
    eventsSecret: e.WOMPI_EVENTS_SECRET!,
    apiUrl: (e.WOMPI_API_URL ?? (test ? 'https://sandbox.wompi.co/v1' : 'https://production.wompi.co/v1')).replace(/\/+$/, ''),
    checkoutUrl: e.WOMPI_CHECKOUT_URL,
    test,
    reconcileIntervalMs: e.WOMPI_RECONCILE_INTERVAL_MS,
  };
}

/** What an operator should read at start (not errors): test keys in production. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && config.wompi?.test)
    warnings.push('WOMPI_PUBLIC_KEY es una llave de pruebas (pub_test_) en producción: los pagos en línea no cobran dinero real');
  return warnings;
}

/** The secret kept in data/ so a fresh clone runs without configuration (never in production). */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The only reader of process.env. `overrides` lets tests and scripts change settings without
 * touching the environment.
 */
export function loadConfig(overrides: Partial<Record<keyof Env, string | undefined>> = {}, useDotenv = true): Config {
  if (useDotenv) dotenv.config({ path: path.join(ROOT_DIR, '.env'), quiet: true });
  const parsed = envSchema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production') {
    for (const k of ['JWT_SECRET', 'PUBLIC_URL'] as const) if (!e[k]) problems.push(`  - ${k}: es obligatorio en producción`);
    // Without SMTP the e-mails only land in files on the server: in production that must be a choice.
    if (!e.SMTP_URL && e.MAIL_TRANSPORT !== 'file') {
      problems.push(
        '  - SMTP_URL: es obligatorio en producción (o MAIL_TRANSPORT=file para guardar los correos como archivos a propósito)',
      );
    }
  }
  if (e.DB_HOST && e.DATABASE_URL) problems.push('  - DB_HOST: usa DATABASE_URL o DB_HOST/DB_USER/DB_PASSWORD/DB_NAME, no ambos');
  if (e.DB_HOST && (!e.DB_USER || !e.DB_NAME)) problems.push('  - DB_USER, DB_NAME: se necesitan con DB_HOST');
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) problems.push('  - SMTP_URL: es obligatorio con MAIL_TRANSPORT=smtp');
  const wompi = wompiConfig(e, problems);
  if (problems.length) throw new ConfigError(`Configuración inválida:\n${problems.join('\n')}`);
  const adminParts = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
  if (adminParts.some(Boolean) && !adminParts.every(Boolean)) {
    throw new ConfigError('Configuración inválida:\n  - ADMIN_USERNAME, ADMIN_EMAIL y ADMIN_PASSWORD: se necesitan los tres o ninguno');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl:
      e.DATABASE_URL ??
      (e.DB_HOST
        ? `mysql://${encodeURIComponent(e.DB_USER!)}:${encodeURIComponent(e.DB_PASSWORD ?? '')}@${e.DB_HOST}:${e.DB_PORT}/${encodeURIComponent(e.DB_NAME!)}`
        : undefined),
    sqliteFile: e.SQLITE_FILE,
    dataDir: e.DATA_DIR,
    uploadsDir: e.UPLOADS_DIR,
    backupDir: e.BACKUP_DIR,
    clientDistDir: e.CLIENT_DIST_DIR,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(e.DATA_DIR),
    userTokenTtl: e.USER_TOKEN_TTL,
    adminTokenTtl: e.ADMIN_TOKEN_TTL,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA ?? false,
    bcryptCost: e.BCRYPT_COST,
    // Fake testimonials must never go live by accident: production seeds only when asked to.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    brand: {
      name: e.BRAND_NAME,
      coachName: e.COACH_NAME,
      coachEmail: e.COACH_EMAIL,
      contactPhone: e.CONTACT_PHONE,
      whatsappNumber: e.WHATSAPP_NUMBER,
    },
    mail: {
      smtpUrl: e.MAIL_TRANSPORT === 'file' ? undefined : e.SMTP_URL,
      from: e.MAIL_FROM,
      dir: e.MAIL_DIR ?? path.join(e.DATA_DIR, 'mail'),
      workerIntervalMs: e.EMAIL_WORKER_INTERVAL_MS,
      maxAttempts: e.EMAIL_MAX_ATTEMPTS,
    },
    bookingHoldHours: e.BOOKING_HOLD_HOURS,
    bookingChangeCutoffHours: e.BOOKING_CHANGE_CUTOFF_HOURS,
    bookingReminderOffsetsMin: e.BOOKING_REMINDERS,
    reminderWorkerIntervalMs: e.REMINDER_WORKER_INTERVAL_MS,
    orderPaymentHours: e.ORDER_PAYMENT_HOURS,
    cashOnDeliveryConfirmHours: e.CASH_ON_DELIVERY_CONFIRM_HOURS,
    maxOrderTotal: e.MAX_ORDER_TOTAL,
    availabilityCacheMs: e.AVAILABILITY_CACHE_MS,
    videoMaxBytes: e.VIDEO_MAX_MB * 1024 * 1024,
    retention: {
      unconfirmedDays: e.RETENTION_UNCONFIRMED_DAYS,
      mailDays: e.RETENTION_MAIL_DAYS,
      months: e.RETENTION_MONTHS,
      intervalMs: e.RETENTION_INTERVAL_MS,
    },
    initialAdmin: e.ADMIN_USERNAME ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL!, password: e.ADMIN_PASSWORD! } : undefined,
    calendarFeedRefreshMinutes: e.CALENDAR_FEED_REFRESH_MINUTES,
    wompi,
    onlinePaymentMinutes: e.ONLINE_PAYMENT_MINUTES,
    rateLimits: {
      login: { windowMs: e.RATE_LIMIT_LOGIN_WINDOW_MS, max: e.RATE_LIMIT_LOGIN_MAX },
      register: { windowMs: e.RATE_LIMIT_REGISTER_WINDOW_MS, max: e.RATE_LIMIT_REGISTER_MAX },
      forgot: { windowMs: e.RATE_LIMIT_FORGOT_WINDOW_MS, max: e.RATE_LIMIT_FORGOT_MAX },
      booking: { windowMs: e.RATE_LIMIT_BOOKING_WINDOW_MS, max: e.RATE_LIMIT_BOOKING_MAX },
      adminLogin: { windowMs: e.RATE_LIMIT_ADMIN_LOGIN_WINDOW_MS, max: e.RATE_LIMIT_ADMIN_LOGIN_MAX },
      bookingResend: { windowMs: e.RATE_LIMIT_BOOKING_RESEND_WINDOW_MS, max: e.RATE_LIMIT_BOOKING_RESEND_MAX },
      bookingManage: { windowMs: e.RATE_LIMIT_BOOKING_MANAGE_WINDOW_MS, max: e.RATE_LIMIT_BOOKING_MANAGE_MAX },
      calendarFeed: { windowMs: e.RATE_LIMIT_CALENDAR_FEED_WINDOW_MS, max: e.RATE_LIMIT_CALENDAR_FEED_MAX },
      order: { windowMs: e.RATE_LIMIT_ORDER_WINDOW_MS, max: e.RATE_LIMIT_ORDER_MAX },
      orderTracking: { windowMs: e.RATE_LIMIT_ORDER_TRACKING_WINDOW_MS, max: e.RATE_LIMIT_ORDER_TRACKING_MAX },
      wompiEvents: { windowMs: e.RATE_LIMIT_WOMPI_EVENTS_WINDOW_MS, max: e.RATE_LIMIT_WOMPI_EVENTS_MAX },
    },
  };
}
