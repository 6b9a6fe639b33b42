import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  colombiaDate,
  createAdmin,
  createVerifiedBooking,
  createVerifiedUser,
  loginAdmin,
  loginUser,
  openBookingForm,
  type Credentials,
} from './support';
import { SWEEP_DAY, type Area, type Screen } from './screens';

// Walks screens of the route table in one viewport: one browser context per kind of visitor
// (anonymous, signed-in user, signed-in admin), each page opened and settled before it is checked.

/** The `playwright` fixture's API-request factory (available in beforeAll, unlike `request`). */
type PlaywrightRequests = { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } };

export interface Viewport {
  width: number;
  height: number;
}

export interface Visitors {
  /** The page a screen is opened in: the signed-in context for screens that need a session. */
  pageFor(screen: Screen): Page;
  close(): Promise<void>;
}

export interface Accounts {
  user: { email: string; password: string };
  admin: Pick<Credentials, 'username' | 'password'>;
}

/**
 * The accounts the sweeps sign in with: `admin` created with the real admin:create script, and a
 * user signed up and verified through the API.
 */
export async function createAccounts(playwright: PlaywrightRequests, baseURL: string | undefined, admin: Credentials): Promise<Accounts> {
  createAdmin(admin.username, admin.email, admin.password);
  const request = await playwright.request.newContext({ baseURL });
  const user = await createVerifiedUser(request);
  await request.dispose();
  return { user: { email: user.email as string, password: user.password as string }, admin };
}

/** Opens the contexts the `areas` need at `viewport`, logged in where a screen needs it. */
export async function openVisitors(browser: Browser, viewport: Viewport, accounts: Accounts, areas: readonly Area[]): Promise<Visitors> {
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  };
  const anonymous = await open();
  const user = areas.includes('account') ? await open() : undefined;
  if (user) await loginUser(user, accounts.user);
  const admin = areas.includes('admin') ? await open() : undefined;
  if (admin) await loginAdmin(admin, accounts.admin);
  return {
    pageFor(screen) {
      if (!screen.signedIn) return anonymous;
      const page = screen.area === 'admin' ? admin : user;
      if (!page) throw new Error(`no signed-in visitor for ${screen.url}`);
      return page;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
    },
  };
}

/**
 * Opens `url` and waits until the page is complete: its chunk and data loaded (no page spinner),
 * and every section that loads as the visitor nears it loaded too (the page is scrolled through).
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A tap before the app runs is held and replayed (after-paint.ts); the walk acts on a live page.
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await settle(page);
}

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const spinners = page.locator('.spinner-wrap');
  // Scrolling may load a section that makes the page longer (the booking form): scroll again until
  // nothing is left loading.
  for (let round = 0; round < 5; round++) {
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    if ((await spinners.count()) === 0) break;
    await spinners
      .first()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => {});
  }
  await expect(spinners).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

async function scrollThrough(page: Page): Promise<void> {
  const step = page.viewportSize()!.height;
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // two frames: intersection observers fire and React commits what they started
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
}

/**
 * What makes the page wider than the window: the document's scroll width, and every element that
 * crosses the window's right edge without an ancestor that clips it (a carousel's off-screen
 * slides are clipped by the carousel; `overflow-x: hidden` on the page itself would only hide the
 * problem, so html and body do not count as clipping). Outermost offenders only.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide in a ${width} px window`);

    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.contain.includes('paint');
    };
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        if (clips(a) && a.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 1) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (clippedByAncestor(el)) continue;
      if (offenders.some((o) => o.contains(el))) continue;
      offenders.push(el);
    }
    for (const el of offenders.slice(0, 8)) {
      const r = el.getBoundingClientRect();
      problems.push(`${describe(el)} reaches ${Math.round(r.right)} px`);
    }
    return problems;
  });
}

/**
 * Opens, one after the other, the states of the screens that matter beyond their first paint and
 * calls `check` in each: the mobile menu and the admin drawer (phones), the booking form refusing
 * an empty submission with its date picker open, the account forms showing their errors, the admin
 * forms and every admin dialog. Logs the admin in on the way; books a verified session so the
 * agenda has a row to open.
 */
export async function walkOpenedStates(
  page: Page,
  request: APIRequestContext,
  admin: Pick<Credentials, 'username' | 'password'>,
  checkState: (page: Page, state: string) => Promise<void>,
): Promise<void> {
  // a drawer or dialog is checked where it comes to rest, not halfway through its entrance
  const check = async (p: Page, state: string) => {
    await p.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    await checkState(p, state);
  };
  const width = page.viewportSize()!.width;
  const apellidos = `Estados ${width} ${Date.now()}`;
  await createVerifiedBooking(request, { nombre: 'Lucía', apellidos, fechaAsesoria: colombiaDate(SWEEP_DAY) });
  const isPhone = width < 992;

  if (isPhone) {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
    await check(page, '/ (mobile menu open)');
  }

  // the site search: its dialog with results, then with none
  await visit(page, '/');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const search = page.getByRole('dialog', { name: 'Buscar en el sitio' });
  await search.getByRole('combobox').fill('batido');
  await expect(search.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await check(page, '/ (search dialog with results)');
  await search.getByRole('combobox').fill('xylofono');
  await expect(search.getByText(/No encontramos resultados/)).toBeVisible();
  await check(page, '/ (search dialog without results)');
  await page.keyboard.press('Escape');

  await openBookingForm(page);
  await page.getByRole('checkbox', { name: /acepto las/ }).check();
  await page.getByRole('button', { name: 'Agendar mi asesoría' }).click();
  await expect(page.locator('#formulario-registro [aria-invalid="true"]').first()).toBeVisible();
  await page.getByLabel('Fecha de la asesoría').click();
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await check(page, '/registro (booking form errors, date picker open)');

  await visit(page, '/registro-usuarios');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, '/registro-usuarios (errors)');
  await visit(page, '/login');
  await page.getByLabel('Correo electrónico').fill('nadie@correo.test');
  await page.getByLabel('Contraseña', { exact: false }).first().fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await check(page, '/login (wrong password)');

  await loginAdmin(page, admin);
  if (isPhone) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
    await check(page, '/admin/dashboard (drawer open)');
    await page.keyboard.press('Escape');
  }
  await visit(page, '/admin/dashboard/bloqueos');
  await page.getByRole('button', { name: 'Crear Bloqueo' }).click();
  await check(page, '/admin/dashboard/bloqueos (empty submission)');

  // every dialog a row of the agenda and of the testimonials opens
  for (const [url, row, actions] of [
    ['/admin/dashboard/agenda', page.getByRole('row').filter({ hasText: `Lucía ${apellidos}` }), [/^Editar/, /^Detalles/]],
    ['/admin/dashboard/testimonios', page.getByRole('row').nth(1), [/^Editar/, /^Subir poster/, /^Subir video/]],
  ] as const) {
    await visit(page, url);
    for (const action of actions) {
      await row.getByRole('button', { name: action }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, `${url} (${action.source.slice(1)} dialog)`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
}
