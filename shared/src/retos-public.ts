/**
 * What the retos' public pages need, without zod: the endpoints, the shapes the API
 * answers and the start-date rules the checkout shows. The schema module (`retos.ts`) re-exports
 * these; a public page importing from here keeps zod out of its JavaScript (docs/architecture.md §10).
 */
import { colombiaToday } from './colombia-time.js';

export const RETO_ENDPOINTS = {
  retos: '/retos',
  reto: (slug: string) => `/retos/${encodeURIComponent(slug)}`,
  adminRetos: '/admin/retos',
  adminReto: (id: number) => `/admin/retos/${id}`,
  adminImagen: (id: number) => `/admin/retos/${id}/imagen`,
  adminDias: (id: number) => `/admin/retos/${id}/dias`,
  adminParticipantes: (id: number) => `/admin/retos/${id}/participantes`,
} as const;

/** The three programmes the site always had answer at their old addresses (`/reto10dias`…); a newer one at `/retos/:slug`. */
export const LEGACY_RETO_SLUGS = ['reto10dias', 'reto21dias', 'reto90dias'] as const;
/** "Reto 21 días" for `reto21dias`: the name a pre-rendered page shows before the API answers; null for other slugs. */
export function legacyRetoName(slug: string): string | null {
  const m = /^reto(\d+)dias$/.exec(slug);
  return m && (LEGACY_RETO_SLUGS as readonly string[]).includes(slug) ? `Reto ${m[1]} días` : null;
}
export const retoPath = (slug: string): string =>
  (LEGACY_RETO_SLUGS as readonly string[]).includes(slug) ? `/${slug}` : `/retos/${encodeURIComponent(slug)}`;

export interface RetoImage {
  path: string;
  alt: string;
}

export interface RetoKitProduct {
  id: number;
  nombre: string;
  slug: string;
  precio: number;
}

/** One reto as its public page shows it (`GET /api/retos/:slug`); the plan's days are the buyer's, not public. */
export interface PublicReto {
  id: number;
  slug: string;
  nombre: string;
  titular: string;
  /** Paragraphs. */
  descripcion: string[];
  dias: number;
  precio: number;
  incluye: string[];
  beneficios: string[];
  metaDescripcion: string;
  imagen: RetoImage | null;
  kit: RetoKitProduct[];
}

/** `GET /api/retos`: the active retos in the team's order. */
export type PublicRetoSummary = Pick<PublicReto, 'id' | 'slug' | 'nombre' | 'titular' | 'dias' | 'precio' | 'imagen'>;

// ── start dates (Colombia calendar days, 'YYYY-MM-DD') ────────────────────────────────────────
/** The furthest a start may be chosen ahead. */
export const RETO_START_MAX_DAYS = 60;

/** `fecha` plus `days` calendar days. */
export function addDays(fecha: string, days: number): string {
  const [y, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((f) => {
    const [y, m, d] = f.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  });
  return Math.round((b - a) / 86_400_000);
}

/** The earliest and latest start a buyer may choose at `now`: from tomorrow in Colombia. */
export function retoStartRange(now: Date): { min: string; max: string } {
  const min = addDays(colombiaToday(now), 1);
  return { min, max: addDays(min, RETO_START_MAX_DAYS - 1) };
}

/** The default start: the next Monday after today in Colombia (a week ahead when today is Monday). */
export function defaultRetoStart(now: Date): string {
  const today = colombiaToday(now);
  const [y, m, d] = today.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** The programme's day on Colombia's `today`: 0 before it starts, `dias + 1` once it is over. */
export function retoDayOf(inicio: string, dias: number, today: string): number {
  const n = daysBetween(inicio, today) + 1;
  return n < 1 ? 0 : Math.min(n, dias + 1);
}
