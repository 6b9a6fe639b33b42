import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { colombiaToday } from '@app/shared/colombia-time';
import { SLOTS, type BookingInput } from '@app/shared/booking';
import type { RegisterInput } from '@app/shared/users';
import { e2eEnv } from '../playwright.config';

// The one set of helpers of the browser journeys: e-mails, dates, bookings, accounts, log-ins.

const root = path.resolve(import.meta.dirname, '../..');

/** The narrowest phone the site is built for (DEVELOPERS.md). */
export const NARROW = { width: 360, height: 780 };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

// ---------------------------------------------------------------------------------------------
// E-mail

/** Decodes the quoted-printable text of an .eml file enough to read links. */
function decodeQp(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for an e-mail to `to` whose text matches `match`, and returns its decoded source. */
export async function waitForEmail(to: string, match: RegExp = /./, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(e2eEnv.MAIL_DIR)) {
      const files = fs.readdirSync(e2eEnv.MAIL_DIR).sort().reverse();
      for (const f of files) {
        const raw = decodeQp(fs.readFileSync(path.join(e2eEnv.MAIL_DIR, f), 'utf8'));
        if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`) && match.test(raw)) return raw;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${match}`);
}

/** Waits until at least `count` e-mails to `to` match `match`; returns their decoded sources, newest first. */
export async function waitForEmails(to: string, match: RegExp, count: number, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let found: string[] = [];
  while (Date.now() < deadline) {
    if (fs.existsSync(e2eEnv.MAIL_DIR)) {
      found = fs
        .readdirSync(e2eEnv.MAIL_DIR)
        .sort()
        .reverse()
        .map((f) => decodeQp(fs.readFileSync(path.join(e2eEnv.MAIL_DIR, f), 'utf8')))
        .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`) && match.test(raw));
      if (found.length >= count) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${found.length} of ${count} e-mails to ${to} matching ${match}`);
}

/** First link in an e-mail that contains `fragment`. */
export function linkFrom(raw: string, fragment: string): string {
  const link = (raw.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment}`);
  return link;
}

/** An address no other journey (nor an earlier run on the same database) uses. */
export function uniqueEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@correo.test`;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** The Colombia calendar date `days` from today (yyyy-MM-dd), from the app's own Colombia clock. */
export function colombiaDate(days = 0): string {
  const [y, m, d] = colombiaToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Colombia calendar date of an instant (yyyy-MM-dd): Colombia is UTC−5 all year. */
export const colombiaDateOf = (at: Date): string => new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

/** '5 de diciembre de 2026', as the pages write a yyyy-MM-dd date. */
export function spanishDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

// ---------------------------------------------------------------------------------------------
// The server's clock

/** How far ahead of the real time the server's clock runs now, in ms (0 until a journey moves it). */
export function serverClockOffset(): number {
  try {
    return Number(fs.readFileSync(e2eEnv.E2E_CLOCK_FILE, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** The server's now (the real time plus how far a journey moved its clock). */
export const serverNow = (): Date => new Date(Date.now() + serverClockOffset());

/**
 * Moves the server's clock forward by `ms` (server/src/scripts/e2e-server.ts): what falls due in
 * between happens at once (a scheduled post is published, a reminder sent), as a timer would fire.
 * The journeys never sleep for the server's time to come.
 */
export function moveServerClock(ms: number): void {
  fs.writeFileSync(e2eEnv.E2E_CLOCK_FILE, String(serverClockOffset() + ms));
}

// ---------------------------------------------------------------------------------------------
// Bookings

/** A valid advisory booking (the shared payload schema's input), with `overrides` applied. */
export function bookingData(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    nombre: 'Valentina',
    apellidos: 'Ríos Agenda',
    email: uniqueEmail('reserva'),
    telefono: '573001234567',
    sexo: 'femenino',
    ocupacion: 'Ingeniera',
    pais: 'Colombia',
    edad: 31,
    peso_actual: 62.5,
    estatura: 165,
    sufreDe: ['gastritis'],
    objetivo: ['energia'],
    // Each spec file runs on its own database (scripts/e2e.mjs): it picks its days for itself.
    fechaAsesoria: colombiaDate(20),
    horaAsesoria: '10:00',
    politica_privacidad: true,
    ...overrides,
  };
}

/** The first slot of `fecha` still free: a journey run twice on one database finds its first slot taken. */
export async function freeSlot(request: APIRequestContext, fecha: string): Promise<string> {
  const taken = (await (await request.get(`/api/horarios-ocupados?fecha=${fecha}`)).json()) as string[];
  const slot = SLOTS.find((s) => !taken.includes(s));
  if (!slot) throw new Error(`no free slot left on ${fecha}`);
  return slot;
}

/**
 * Books through the public API and confirms it as the e-mailed link's page does, as a visitor would.
 * Without an hour in `overrides`, takes the first free one of the day.
 */
export async function createVerifiedBooking(request: APIRequestContext, overrides: Partial<BookingInput> = {}): Promise<BookingInput> {
  const fecha = overrides.fechaAsesoria ?? bookingData().fechaAsesoria;
  const booking = bookingData({ horaAsesoria: await freeSlot(request, fecha as string), ...overrides });
  const created = await request.post('/api/registros', { data: booking });
  expect(created.status(), await created.text()).toBe(201);
  // The e-mailed link opens /confirmar-asesoria/:token, which confirms with this POST.
  const mail = await waitForEmail(booking.email as string, /confirmar-asesoria\//);
  const token = linkFrom(mail, '/confirmar-asesoria/').split('/confirmar-asesoria/')[1];
  const verified = await request.post('/api/registros/verificar', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return booking;
}

// ---------------------------------------------------------------------------------------------
// Accounts

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** Creates (or resets) an admin with the real `npm run admin:create` script, on the e2e database. */
export function createAdmin(username: string, email: string, password: string): void {
  execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--username', username, '--email', email, '--password', password], {
    cwd: root,
    env: {
      ...process.env,
      ...e2eEnv,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    },
    stdio: 'pipe',
  });
}

/** An admin's token from the API's login (for a journey's set-up and the team's steps it does not walk). */
export async function adminApiToken(request: APIRequestContext, admin: Pick<Credentials, 'username' | 'password'>): Promise<string> {
  const login = await request.post('/api/auth/admin/login', { data: { username: admin.username, password: admin.password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Logs an admin in through the admin login page and waits for the dashboard. */
export async function loginAdmin(page: Page, admin: Pick<Credentials, 'username' | 'password'>): Promise<void> {
  await page.goto('/login-admin-r21');
  await page.getByLabel('Usuario').fill(admin.username);
  await page.getByLabel('Contraseña').fill(admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Signs a user up through the API and verifies the address by the e-mailed link. */
export async function createVerifiedUser(request: APIRequestContext, overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> {
  const user: RegisterInput = {
    first_name: 'Ana',
    last_name: 'Gómez Ruiz',
    email: uniqueEmail('cuenta'),
    password: 'Clave#Segura1',
    passwordConfirmation: 'Clave#Segura1',
    date_of_birth: '1990-04-15',
    country: 'Colombia',
    phone: '+573001234567',
    weight_kg: 68.5,
    height_cm: 165,
    sex: 'female',
    accept_privacy_policy: true,
    ...overrides,
  };
  const created = await request.post('/api/users/register', { data: user });
  expect(created.status(), await created.text()).toBe(201);
  const token = linkFrom(await waitForEmail(user.email as string, /verify-email/), '/verify-email/').split('/verify-email/')[1];
  const verified = await request.get(`/api/users/verify-email/${token}`);
  expect(((await verified.json()) as { reason: string }).reason).toBe('success');
  return user;
}

/** Logs a user in through /login and waits for the profile. */
export async function loginUser(page: Page, user: Pick<RegisterInput, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email as string);
  await page
    .getByLabel('Contraseña', { exact: false })
    .first()
    .fill(user.password as string);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
}

// ---------------------------------------------------------------------------------------------
// Pages

/** Types a day into a react-datepicker field (the booking form's, or Mi asesoría's) and closes the calendar. */
export async function chooseDate(page: Page, label: string | RegExp, fecha: string): Promise<void> {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(fecha);
  await input.press('Escape');
}

/**
 * axe reads colours as painted: the pointer off what was just clicked (a dialog may open under it)
 * and every animation over — one cancelled meanwhile rejects its `finished`, and counts as over.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** The page does not scroll sideways (DEVELOPERS.md: 360/390 px phones). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) throw new Error(`${page.url()} scrolls sideways: ${scrollWidth} px wide at ${innerWidth} px`);
}

/**
 * A picture of the screen for a person to read, when E2E_SCREENSHOT_DIR is set: the whole page,
 * or the screen alone while a dialog (fixed to it) is open.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: !dialogOpen, animations: 'disabled' });
}

/** At 360, 390 and 1280 px: no sideways scroll, and a picture of each (`<name>-<width>`). */
export async function atEveryWidth(page: Page, name: string): Promise<void> {
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await snap(page, `${name}-${size.width}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The retos

/**
 * The checkout's form for a programme, the buyer signed in (the e-mail is the account's): a start
 * date, the buyer's name, phone and document, paid by transfer, terms accepted; then the order.
 * Returns the order's reference from Mi pedido.
 */
export async function orderProgramme(page: Page, inicio?: string): Promise<string> {
  if (inicio) await page.getByLabel(/^Fecha de inicio/).fill(inicio);
  await page.getByLabel('Nombres').fill('Laura');
  await page.getByLabel('Apellidos').fill('Rincón');
  const phone = page.getByLabel('Celular');
  await phone.click();
  await phone.pressSequentially('3001234567');
  await page.getByLabel('Número de documento').fill('52123456');
  await page.getByRole('radio', { name: /Transferencia, Nequi o llave Bre-B/ }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expect(page).toHaveURL(/\/pedido\//);
  return (await page
    .getByText(/VS-[A-Z0-9]{5}/)
    .first()
    .textContent())!.match(/VS-[A-Z0-9]{5}/)![0];
}

/** The team confirms an order's payment (the back office's "Pagado", as checkout.spec walks it): the shop's one paid path enrols. */
export async function confirmPayment(request: APIRequestContext, adminToken: string, reference: string): Promise<void> {
  const auth = { Authorization: `Bearer ${adminToken}` };
  const found = (await (await request.get(`/api/admin/pedidos?q=${reference}`, { headers: auth })).json()) as { id: number }[];
  const paid = await request.post(`/api/admin/pedidos/${found[0].id}/estado`, { headers: auth, data: { estado: 'pagado' } });
  expect(paid.status(), await paid.text()).toBe(200);
}

export interface VisitorBooking {
  nombre: string;
  apellidos: string;
  email: string;
  fecha: string;
  hora: string;
}

/** Fills and sends the booking form of /registro as a visitor (journeys that need a booking); ends on /verification-pending. */
export async function bookAsVisitor(page: Page, b: VisitorBooking): Promise<void> {
  await openBookingForm(page);
  await fillVisitorDetails(page, b);
  await chooseDate(page, 'Fecha de la asesoría', b.fecha);
  await page.getByLabel(/^Hora de la asesoría/).selectOption(b.hora);
  await page.getByRole('checkbox', { name: /acepto las/ }).check();
  await page.getByRole('button', { name: 'Agendar mi asesoría' }).click();
  await page.waitForURL(/\/verification-pending$/);
}

/** Fills the open booking form's personal and body fields (the day, time and consent are the journey's). */
export async function fillVisitorDetails(page: Page, b: Pick<VisitorBooking, 'nombre' | 'apellidos' | 'email'>): Promise<void> {
  await page
    .getByLabel(/^Nombre/)
    .first()
    .fill(b.nombre);
  await page.getByLabel(/^Apellidos/).fill(b.apellidos);
  await page.getByLabel(/^Correo electrónico/).fill(b.email);
  const phone = page.getByLabel(/^Teléfono/);
  await phone.click();
  await phone.pressSequentially('3001234567');
  await page.getByLabel(/^Sexo/).selectOption('femenino');
  await page.getByLabel(/^Ocupación/).fill('Docente');
  await page.getByLabel(/^País/).fill('Colombia');
  await page.getByLabel(/^Edad/).fill('41');
  await page.getByLabel(/^Peso actual/).fill('70');
  await page.getByLabel(/^Estatura/).fill('168');
}

/** Opens the registration page and scrolls to its booking form, which loads as the visitor nears it. */
export async function openBookingForm(page: Page, url = '/registro'): Promise<void> {
  await page.goto(url);
  await page.locator('#formulario-registro').scrollIntoViewIfNeeded();
}
