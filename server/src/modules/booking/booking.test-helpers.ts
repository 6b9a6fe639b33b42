import { colombiaToday } from '@app/shared/colombia-time';
import type { TestContext } from '../../../test/helpers/test-app.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';

/** Colombia today + n days (yyyy-MM-dd), so tests never go stale. */
export function dayFromToday(n: number): string {
  const [y, m, d] = colombiaToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

let seq = 0;
/** A valid visitor payload; each call gets a distinct e-mail. */
export function visitor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
    fechaAsesoria: dayFromToday(30),
    horaAsesoria: '10:00',
    politica_privacidad: true,
    ...overrides,
  };
}

/** Path of the verification link e-mailed to `email` (after running the outbox). */
export async function verificationPath(ctx: TestContext, email: string): Promise<string> {
  await ctx.flushEmails();
  const mails = ctx.mail.to(email);
  if (!mails.length) throw new Error(`no e-mail to ${email}`);
  return new URL(linkIn(mails[mails.length - 1], '/api/registros/verificar/')).pathname;
}

/** Books and verifies through the real API; returns the booking id. */
export async function bookVerified(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = visitor(overrides);
  const res = await ctx.api.post('/api/registros').send(body);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const path = await verificationPath(ctx, body.email as string);
  const v = await ctx.api.get(path);
  if (!String(v.headers.location).includes('/verification-success')) throw new Error(`verification failed: ${v.headers.location}`);
  return res.body.id as number;
}
