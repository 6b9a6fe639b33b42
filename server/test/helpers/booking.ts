import { bookingSchema, visitorDetails, type BookingDetails } from '@app/shared/booking';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { insertBooking, writeBooking } from '../../src/modules/booking/booking.repo.js';
import type { TestContext } from './test-app.js';
import { linkIn } from './mail-capture.js';
import { colombiaDatePlus } from './dates.js';

let seq = 0;
/** A valid visitor booking (POST /api/registros, spec §3 payload); each call gets a distinct e-mail. */
export function bookingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq++;
  return {
    nombre: 'Ana',
    apellidos: 'Pérez Gómez',
    email: `ana.${seq}.${Date.now().toString(36)}@correo.test`,
    telefono: '573001234567',
    sexo: 'femenino',
    ocupacion: 'Ingeniera',
    pais: 'Colombia',
    indiceMasaMuscular: '',
    edad: '34',
    peso_actual: '68.5',
    estatura: '165',
    sufreDe: ['gastritis', 'estreñimiento'],
    sufreDeOtros: '',
    objetivo: ['perdidaPeso', 'energia'],
    objetivoOtros: '',
    recomendadoPor: '',
    idPatrocinador: '',
    fechaAsesoria: colombiaDatePlus(30),
    horaAsesoria: '10:00',
    politica_privacidad: true,
    ...overrides,
  };
}

/** A visitor books (POST /api/registros) with `bookingPayload(overrides)`; the answer, whatever its status. */
export const postBooking = (ctx: TestContext, overrides: Record<string, unknown> = {}) =>
  ctx.api.post('/api/registros').send(bookingPayload(overrides));

/** Path of the confirmation link (/confirmar-asesoria/:token) last e-mailed to `email` (after running the outbox). */
export async function verificationPath(ctx: TestContext, email: string): Promise<string> {
  await ctx.flushEmails();
  const mails = ctx.mail.to(email).filter((m) => m.text.includes('/confirmar-asesoria/'));
  if (!mails.length) throw new Error(`no confirmation link e-mailed to ${email}`);
  return new URL(linkIn(mails[mails.length - 1], '/confirmar-asesoria/')).pathname;
}

/** The token of the confirmation link last e-mailed to `email`. */
export async function verificationToken(ctx: TestContext, email: string): Promise<string> {
  return decodeURIComponent((await verificationPath(ctx, email)).split('/').pop()!);
}

/** Confirms like the client page does: POST /api/registros/verificar. */
export const confirmBooking = (ctx: TestContext, token: string) => ctx.api.post('/api/registros/verificar').send({ token });

/** The "Mi asesoría" token of the confirmation e-mail last sent to `email`. */
export async function gestionTokenOf(ctx: TestContext, email: string): Promise<string> {
  await ctx.flushEmails();
  const mails = ctx.mail.to(email).filter((m) => m.text.includes('/mi-asesoria/'));
  if (!mails.length) throw new Error(`no "Mi asesoría" link e-mailed to ${email}`);
  return decodeURIComponent(new URL(linkIn(mails[mails.length - 1], '/mi-asesoria/')).pathname.split('/').pop()!);
}

/** Books and verifies through the real API; returns the booking id. */
export async function bookVerified(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = bookingPayload(overrides);
  const res = await ctx.api.post('/api/registros').send(body);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const v = await confirmBooking(ctx, await verificationToken(ctx, body.email as string));
  if (v.status !== 200) throw new Error(`verification failed: ${v.status} ${JSON.stringify(v.body)}`);
  return res.body.id as number;
}

/** The details of bookingPayload() under the model's names (what the repo and the admin edit take). */
export function bookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return { ...visitorDetails(bookingSchema.parse(bookingPayload())), ...overrides };
}

/** A valid admin edit (PUT /api/admin/registros/:id) moving the booking to `fecha` `hora` (Colombia). */
export function registroUpdatePayload(fecha: string, hora: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...bookingDetails(), fecha_asesoria: colombiaToUtc(fecha, hora).toISOString(), ...overrides };
}

/** A verified booking written through the repo, for slots the API refuses (past ones); returns its id. */
export async function insertVerifiedBooking(
  ctx: TestContext,
  fecha: string,
  hora: string,
  overrides: Partial<BookingDetails> = {},
): Promise<number> {
  const now = new Date();
  const booking = await insertBooking(ctx.db, { details: bookingDetails(overrides), fecha, hora, holdExpiresAt: now, now });
  const state = { estado: 'confirmada' as const, holdsSlot: true, holdExpiresAt: null, verifiedAt: now, cancelled: null };
  await writeBooking(ctx.db, booking.id, { fecha, hora, state, now });
  return booking.id;
}
