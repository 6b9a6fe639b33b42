import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ShopSettingsInput } from '@app/shared/orders';
import { Audit } from './axe';
import {
  DESKTOP,
  NARROW,
  PHONE,
  confirmPayment,
  createAdmin,
  createVerifiedUser,
  expectNoSidewaysScroll,
  loginAdmin,
  orderProgramme,
  snap,
  waitForEmail,
  type Credentials,
} from './support';

// The 21-day reto bought with an account. Its page shows the price and "Unirme al
// reto"; the checkout asks to log in (and comes back), asks for the start date and needs no
// address; once the team confirms the payment the person is enrolled and e-mailed how to start;
// the reto's "Participantes" lists them once they authorise the tools' use of their health data.
// At 360 and 1280 px, axe clean, no sideways scroll. (Day 1's check-in, the weight and the coach's
// adherence, after the same purchase: reto-tools.spec.)

const ADMIN: Credentials = { username: 'retos-e2e', email: 'retos-e2e@sitio.test', password: 'Clave-retos-2030' };
let adminToken: string;

async function configureShop(request: APIRequestContext): Promise<void> {
  const auth = { Authorization: `Bearer ${adminToken}` };
  const current = await request.get('/api/admin/tienda/ajustes', { headers: auth });
  expect(current.status(), await current.text()).toBe(200);
  const settings: ShopSettingsInput = {
    ...((await current.json()) as ShopSettingsInput),
    instruccionesPago: 'Bancolombia ahorros 123-456789-00 a nombre de Vida Sana Coaching S.A.S.',
    metodos: { transferencia: true, contra_entrega: true },
  };
  const saved = await request.put('/api/admin/tienda/ajustes', { headers: auth, data: settings });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await request.post('/api/auth/admin/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  adminToken = ((await login.json()) as { token: string }).token;
  await configureShop(request);
  await request.dispose();
});

async function clean(page: Page, audit: Audit, name: string): Promise<void> {
  await audit.check(page, name);
  for (const size of [NARROW, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await snap(page, `${name}-${size.width}`);
  }
}

for (const viewport of [NARROW, DESKTOP]) {
  test(`at ${viewport.width} px: the 21-day reto bought with an account → paid → enrolled, e-mailed and in Participantes`, async ({
    browser,
    request,
  }) => {
    const person = await createVerifiedUser(request, { first_name: 'Laura', last_name: `Rincón ${viewport.width}` });
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const audit = new Audit();

    await page.goto('/reto21dias');
    await expect(page.getByRole('heading', { level: 1, name: /hábito en 21 días/ })).toBeVisible();
    await expect(page.getByText('$ 180.000')).toBeVisible();
    await clean(page, audit, 'reto21dias');
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Unirme al reto' }).click();

    await expect(page).toHaveURL(/\/carrito$/);
    await expect(page.getByRole('link', { name: 'Reto 21 días' })).toBeVisible();
    await page.getByRole('link', { name: /Continuar con la compra/ }).click();

    // no session: log in first, and come back to the checkout
    await expect(page.getByText('Para comprar un reto inicia sesión o crea tu cuenta.')).toBeVisible();
    await clean(page, audit, 'checkout-reto-sin-cuenta');
    await page.setViewportSize(viewport);
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(person.email as string);
    await page
      .getByLabel('Contraseña', { exact: false })
      .first()
      .fill(person.password as string);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await expect(page.getByLabel('Correo electrónico')).toHaveValue(person.email as string);
    const inicio = await page.getByLabel(/^Fecha de inicio/).inputValue();
    expect(inicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { name: '2. Entrega' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Pago contra entrega/ })).toBeDisabled();
    await clean(page, audit, 'checkout-reto');
    await page.setViewportSize(viewport);
    const reference = await orderProgramme(page);

    // the team confirms the payment: enrolled, and e-mailed how to start
    await confirmPayment(request, adminToken, reference);
    const mail = await waitForEmail(person.email as string, /empieza el/);
    expect(mail).toContain('Reto 21 d');

    // Participantes lists only people who consented to the tools' health-data purpose: not yet
    const admin = await (await browser.newContext({ viewport })).newPage();
    await loginAdmin(admin, ADMIN);
    await admin.goto('/admin/dashboard/retos');
    await admin.getByRole('button', { name: 'Participantes de Reto 21 días' }).click();
    // (the title names the reto once the list has loaded)
    await expect(admin.getByRole('heading', { level: 1, name: 'Participantes: Reto 21 días' })).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(person.email as string) });
    await expect(row).toHaveCount(0);

    // the person authorises the tools in Mi reto (the reto has not started: its days are locked)
    await page.goto('/perfil/reto');
    await page.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos de salud' }).check();
    await page.getByRole('button', { name: 'Autorizar y continuar' }).click();
    await expect(page.getByText('Podrás registrar tu día cuando empiece tu reto.')).toBeVisible();

    // now the coach sees the person
    await admin.reload();
    await expect(row).toContainText('Aún no empieza');
    await clean(admin, audit, 'participantes');
    audit.expectClean();
  });
}
