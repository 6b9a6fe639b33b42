import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { z } from 'zod';

/** Repository root: server/src/config.ts → ../.. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const int = (def: number) => z.coerce.number().int().min(0).default(def);
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

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
  SQLITE_FILE: z.string().default(path.join(ROOT_DIR, 'data', 'app.db')),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, 'data')),
  UPLOADS_DIR: z.string().default(path.join(ROOT_DIR, 'uploads')),
  CLIENT_DIST_DIR: z.string().default(path.join(ROOT_DIR, 'client', 'dist')),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  USER_TOKEN_TTL: z.string().default('7d'),
  ADMIN_TOKEN_TTL: z.string().default('8h'),
  BCRYPT_COST: int(12),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  JSON_BODY_LIMIT: z.string().default('100kb'),

  BRAND_NAME: z.string().default('Vida Sana Coaching'),
  COACH_NAME: z.string().default('Laura Méndez'),
  COACH_EMAIL: z.string().default('coach@vidasana.example'),
  CONTACT_PHONE: z.string().default('+57 300 123 4567'),
  WHATSAPP_NUMBER: z.string().default('573001234567'),

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Vida Sana Coaching <no-reply@vidasana.example>'),
  MAIL_DIR: z.string().optional(),
  EMAIL_WORKER_INTERVAL_MS: int(2000),
  EMAIL_MAX_ATTEMPTS: int(12),

  BOOKING_HOLD_HOURS: int(24),
  AVAILABILITY_CACHE_MS: int(1000),
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
});

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
  clientDistDir: string;
  jwtSecret: string;
  userTokenTtl: string;
  adminTokenTtl: string;
  bcryptCost: number;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: string;
  jsonBodyLimit: string;
  brand: { name: string; coachName: string; coachEmail: string; contactPhone: string; whatsappNumber: string };
  mail: { smtpUrl?: string; from: string; dir: string; workerIntervalMs: number; maxAttempts: number };
  bookingHoldHours: number;
  /** How long one instance may reuse a day's occupied slots (0 = never); the booking insert stays authoritative. */
  availabilityCacheMs: number;
  videoMaxBytes: number;
  initialAdmin?: { username: string; email: string; password: string };
  rateLimits: Record<'login' | 'register' | 'forgot' | 'booking' | 'adminLogin', { windowMs: number; max: number }>;
}

export class ConfigError extends Error {}

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
  if (e.NODE_ENV === 'production') {
    const missing = (['JWT_SECRET', 'PUBLIC_URL'] as const).filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(`Configuración inválida:\n${missing.map((k) => `  - ${k}: es obligatorio en producción`).join('\n')}`);
    }
  }
  const adminParts = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
  if (adminParts.some(Boolean) && !adminParts.every(Boolean)) {
    throw new ConfigError('Configuración inválida:\n  - ADMIN_USERNAME, ADMIN_EMAIL y ADMIN_PASSWORD: se necesitan los tres o ninguno');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    sqliteFile: e.SQLITE_FILE,
    dataDir: e.DATA_DIR,
    uploadsDir: e.UPLOADS_DIR,
    clientDistDir: e.CLIENT_DIST_DIR,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(e.DATA_DIR),
    userTokenTtl: e.USER_TOKEN_TTL,
    adminTokenTtl: e.ADMIN_TOKEN_TTL,
    bcryptCost: e.BCRYPT_COST,
    seedDemo: e.SEED_DEMO,
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
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      dir: e.MAIL_DIR ?? path.join(e.DATA_DIR, 'mail'),
      workerIntervalMs: e.EMAIL_WORKER_INTERVAL_MS,
      maxAttempts: e.EMAIL_MAX_ATTEMPTS,
    },
    bookingHoldHours: e.BOOKING_HOLD_HOURS,
    availabilityCacheMs: e.AVAILABILITY_CACHE_MS,
    videoMaxBytes: e.VIDEO_MAX_MB * 1024 * 1024,
    initialAdmin: e.ADMIN_USERNAME ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL!, password: e.ADMIN_PASSWORD! } : undefined,
    rateLimits: {
      login: { windowMs: e.RATE_LIMIT_LOGIN_WINDOW_MS, max: e.RATE_LIMIT_LOGIN_MAX },
      register: { windowMs: e.RATE_LIMIT_REGISTER_WINDOW_MS, max: e.RATE_LIMIT_REGISTER_MAX },
      forgot: { windowMs: e.RATE_LIMIT_FORGOT_WINDOW_MS, max: e.RATE_LIMIT_FORGOT_MAX },
      booking: { windowMs: e.RATE_LIMIT_BOOKING_WINDOW_MS, max: e.RATE_LIMIT_BOOKING_MAX },
      adminLogin: { windowMs: e.RATE_LIMIT_ADMIN_LOGIN_WINDOW_MS, max: e.RATE_LIMIT_ADMIN_LOGIN_MAX },
    },
  };
}
