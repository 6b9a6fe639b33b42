import { expect, test, type Page } from '@playwright/test';
import { NARROW, atEveryWidth, createVerifiedBooking, linkFrom, waitForEmail } from './support';
import { MARKETING_ROUTES, MARKETING_ROUTE_PATTERNS, SCREENS, type Screen } from './screens';
import { createAccounts, openVisitors, visit, type Accounts } from './walk';

// Issue 24 (docs/decisions/014): the pages where people come to do something open on their own
// heading at 360 px; the about section stays on the pages that market, and on the home page it
// comes below the hero slider. E2E_SCREENSHOT_DIR (optional) keeps each task page at 360, 390 and
// 1280 px.

const ADMIN = { username: 'tareas-e2e', email: 'tareas-e2e@sitio.test', password: 'Clave-tareas-2030' };

// Every other public and account screen of the route table is a task page: a new route (the
// shop's, the blog's) is checked here unless it is added to MARKETING_ROUTES on purpose.
const TASK_SCREENS = SCREENS.filter(
  (s) => s.area !== 'admin' && !MARKETING_ROUTES.includes(s.route) && !MARKETING_ROUTE_PATTERNS.includes(s.route),
);

const about = (page: Page) => page.locator('#sobre-nosotros-sec');

let accounts: Accounts;

test.beforeAll(async ({ playwright }, testInfo) => {
  accounts = await createAccounts(playwright, testInfo.project.use.baseURL, ADMIN);
});

test('at 360 px every task page opens on its heading, without the about section', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // Mi asesoría of a real booking as well as of an unknown link: the page people open from their e-mail.
  const booking = await createVerifiedBooking(request, { nombre: 'Tarea', apellidos: 'Primera Pantalla' });
  const manage = linkFrom(await waitForEmail(booking.email as string, /mi-asesoria\//), '/mi-asesoria/');
  const screens: Screen[] = [...TASK_SCREENS, { route: '/mi-asesoria/:token', url: new URL(manage).pathname, area: 'public' }];
  expect(screens.map((s) => s.route)).toEqual(
    expect.arrayContaining([
      '/login',
      '/registro-usuarios',
      '/perfil',
      '/mi-asesoria/:token',
      '/verification-success',
      '/verificacion-pendiente',
      '/Politicas',
      '/tienda',
      '/blog',
      '*',
    ]),
  );

  const visitors = await openVisitors(browser, NARROW, accounts, ['public', 'account']);
  const problems: string[] = [];
  for (const screen of screens) {
    const page = visitors.pageFor(screen);
    await visit(page, screen.url);
    if ((await about(page).count()) > 0) problems.push(`${screen.url}: shows the about section`);
    const heading = page.locator('main h1').first();
    await expect(heading, `${screen.url} has a heading`).toBeVisible();
    const box = (await heading.boundingBox())!;
    if (box.y < 0 || box.y + box.height > NARROW.height)
      problems.push(
        `${screen.url}: its h1 spans ${Math.round(box.y)}–${Math.round(box.y + box.height)} px of a ${NARROW.height} px screen`,
      );
    await atEveryWidth(page, `tarea${screen.route.replace(/[/:*]+/g, '-').replace(/-$/, '') || '-404'}`);
    await page.setViewportSize(NARROW);
  }
  await visitors.close();
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the pages that market keep the about section, in their pre-rendered HTML too; on the home page it follows the hero', async ({
  page,
  request,
}) => {
  for (const url of MARKETING_ROUTES) {
    const html = await (await request.get(url)).text();
    expect(html, `${url} is served with the about section`).toContain('id="sobre-nosotros-sec"');
  }
  for (const url of ['/Politicas', '/tienda', '/blog', '/paginas', '/una-ruta-que-no-existe']) {
    const html = await (await request.get(url)).text();
    expect(html, `${url} is served without the about section`).not.toContain('id="sobre-nosotros-sec"');
  }

  await page.setViewportSize(NARROW);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Presentación' });
  await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport();
  const [heroBox, aboutBox] = [(await hero.boundingBox())!, (await about(page).boundingBox())!];
  expect(aboutBox.y).toBeGreaterThanOrEqual(heroBox.y + heroBox.height);
  await atEveryWidth(page, 'inicio');
});
