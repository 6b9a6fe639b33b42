import { expect, test, type Page } from '@playwright/test';
import { Audit } from './axe';
import { SCREENS, type Area } from './screens';
import { createAccounts, horizontalOverflow, openVisitors, settle, visit, walkOpenedStates, type Accounts } from './walk';
import { DESKTOP, NARROW, PHONE, createAdmin } from './support';

// The two sweeps over every screen of the route table (client/e2e/screens.ts), public, signed-in
// user and signed-in admin, in one walk: each screen is opened once and looked at in every width,
// the window resized between them as a person turning a tablet or widening a window would. Three
// spec files register them (sweep-public, sweep-signed-in, sweep-states), so that the journeys'
// jobs (scripts/e2e.mjs) share them out.
// - Accessibility (issue 17): axe-core (WCAG 2.1 A/AA and best practices) at 390 and 1280 px, and
//   with the states that matter opened: the mobile menu, forms showing their errors, the admin
//   drawer and modals. Any serious or critical violation fails, named by rule, element and page;
//   the milder ones are listed in the report.
// - Phone layout (issue 13, "Horizontal scrolling on phones"): no screen may be wider than the
//   window at 360, 390, 768 or 1280 px, nor push a control past the window's edge (the funnel
//   slider's "next" button was off screen at 390 px); the opened states at 360, 390 and 1280 px.

const ADMIN = { username: 'sweeps-e2e', email: 'sweeps-e2e@sitio.test', password: 'Clave-sweeps-2030' };
/** Each width a screen is looked at in, and whether axe runs there too. */
const WIDTHS: { width: number; axe: boolean }[] = [
  { width: NARROW.width, axe: false },
  { width: PHONE.width, axe: true },
  { width: 768, axe: false },
  { width: DESKTOP.width, axe: true },
];
const HEIGHT = 800;

/** The window at `width`, the page laid out again and every section it then loads loaded. */
async function resize(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: HEIGHT });
  await settle(page);
}

/** Every screen of `areas`, each opened once and looked at in the four widths. */
export function sweepScreens(areas: readonly Area[]): void {
  let accounts: Accounts;
  test.beforeAll(async ({ playwright }, testInfo) => {
    if (areas.some((a) => a !== 'public')) accounts = await createAccounts(playwright, testInfo.project.use.baseURL, ADMIN);
  });

  for (const area of areas) {
    test(`every ${area} screen at 360, 390, 768 and 1280 px: no sideways scroll, no serious or critical axe violation`, async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      const visitors = await openVisitors(browser, { width: WIDTHS[0].width, height: HEIGHT }, accounts, [area]);
      const audit = new Audit();
      const overflow: string[] = [];
      for (const screen of SCREENS.filter((s) => s.area === area)) {
        await test.step(screen.url, async () => {
          const page = visitors.pageFor(screen);
          await page.setViewportSize({ width: WIDTHS[0].width, height: HEIGHT });
          await visit(page, screen.url);
          for (const { width, axe } of WIDTHS) {
            await resize(page, width);
            overflow.push(...(await horizontalOverflow(page)).map((p) => `${width} px ${screen.url}: ${p}`));
            if (axe) await audit.check(page, `${width} px ${screen.url}`);
          }
        });
      }
      await visitors.close();
      expect(overflow.length, `horizontal overflow:\n${overflow.join('\n')}`).toBe(0);
      audit.expectClean();
    });
  }
}

/** The opened states on a phone (walked at 360 px, each also looked at in 390 px) and on a laptop. */
export function sweepOpenedStates(): void {
  test.beforeAll(() => {
    createAdmin(ADMIN.username, ADMIN.email, ADMIN.password);
  });
  for (const widths of [WIDTHS.filter((w) => w.width < 768), WIDTHS.filter((w) => w.width === DESKTOP.width)]) {
    const label = widths.map((w) => `${w.width}`).join(' and ');
    test(`the opened states at ${label} px: menus, forms showing their errors, admin drawer and dialogs`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ viewport: { width: widths[0].width, height: HEIGHT } });
      const audit = new Audit();
      const overflow: string[] = [];
      await walkOpenedStates(await context.newPage(), request, ADMIN, async (page, state) => {
        for (const { width, axe } of widths) {
          // resized without scrolling: an open menu or dialog stays as it is
          if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          overflow.push(...(await horizontalOverflow(page)).map((p) => `${width} px ${state}: ${p}`));
          if (axe) await audit.check(page, `${width} px ${state}`);
        }
        // the walk goes on at the width it started in
        if (page.viewportSize()?.width !== widths[0].width) await page.setViewportSize({ width: widths[0].width, height: HEIGHT });
      });
      await context.close();
      expect(overflow.length, `horizontal overflow:\n${overflow.join('\n')}`).toBe(0);
      audit.expectClean();
    });
  }
}
