import { expect, test } from '@playwright/test';
import { Audit } from './axe';
import { SCREENS, routeTablePaths, type Area } from './screens';
import { createAccounts, openVisitors, visit, walkOpenedStates, type Accounts, type Viewport } from './walk';
import { DESKTOP, PHONE } from './support';

// Issue 17: axe-core (WCAG 2.1 A/AA and best practices) on every screen of the route table, at
// 390 and 1280 px, signed in where the screen needs it, and with the states that matter opened:
// the mobile menu, forms showing their errors, the admin drawer and modals. Any serious or critical
// violation fails, named by rule, element and page; the milder ones are listed in the report.

const ADMIN = { username: 'a11y-e2e', email: 'a11y-e2e@sitio.test', password: 'Clave-a11y-2030' };
let accounts: Accounts;

test.beforeAll(async ({ playwright }, testInfo) => {
  accounts = await createAccounts(playwright, testInfo.project.use.baseURL, ADMIN);
});

test('the screen list covers every route of the route table', () => {
  const listed = new Set(SCREENS.map((s) => s.route.toLowerCase()));
  expect(routeTablePaths().filter((p) => !listed.has(p.toLowerCase()))).toEqual([]);
});

const VIEWPORTS: [string, Viewport][] = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
];
const AREAS: Area[] = ['public', 'account', 'admin'];

for (const [label, viewport] of VIEWPORTS) {
  for (const area of AREAS) {
    test(`every ${area} screen at ${label} has no serious or critical axe violation`, async ({ browser }) => {
      test.setTimeout(240_000);
      const visitors = await openVisitors(browser, viewport, accounts, [area]);
      const audit = new Audit();
      for (const screen of SCREENS.filter((s) => s.area === area)) {
        await test.step(screen.url, async () => {
          const page = visitors.pageFor(screen);
          await visit(page, screen.url);
          await audit.check(page, `${label} ${screen.url}`);
        });
      }
      await visitors.close();
      audit.expectClean();
    });
  }

  test(`the opened states at ${label}: menus, forms showing their errors, admin drawer and modals`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport });
    const audit = new Audit();
    await walkOpenedStates(await context.newPage(), request, ADMIN, (page, state) => audit.check(page, `${label} ${state}`));
    await context.close();
    audit.expectClean();
  });
}
