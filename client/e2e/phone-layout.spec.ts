import { expect, test } from '@playwright/test';
import { SCREENS, type Area } from './screens';
import { createAccounts, horizontalOverflow, openVisitors, visit, walkOpenedStates, type Accounts } from './walk';

// Issue 13, "Horizontal scrolling on phones": no screen of the route table may be wider than the
// window at 360, 390, 768 or 1280 px, public, account (signed in) and admin (signed in) alike, nor
// push a control past the window's edge (the funnel slider's "next" button was off screen at 390 px).

const ADMIN = { username: 'layout-e2e', email: 'layout-e2e@sitio.test', password: 'Clave-layout-2030' };
const WIDTHS = [360, 390, 768, 1280];
const AREAS: Area[] = ['public', 'account', 'admin'];

let accounts: Accounts;

test.beforeAll(async ({ playwright }, testInfo) => {
  accounts = await createAccounts(playwright, testInfo.project.use.baseURL, ADMIN);
});

for (const width of WIDTHS) {
  for (const area of AREAS) {
    test(`every ${area} screen fits a ${width} px window`, async ({ browser }) => {
      test.setTimeout(240_000);
      const visitors = await openVisitors(browser, { width, height: 800 }, accounts, [area]);
      const problems: string[] = [];
      for (const screen of SCREENS.filter((s) => s.area === area)) {
        const page = visitors.pageFor(screen);
        await visit(page, screen.url);
        problems.push(...(await horizontalOverflow(page)).map((p) => `${width} px ${screen.url}: ${p}`));
      }
      await visitors.close();
      expect(problems.length, `horizontal overflow:\n${problems.join('\n')}`).toBe(0);
    });
  }
}

for (const width of [360, 1280]) {
  test(`the opened states fit a ${width} px window: menus, forms showing their errors, admin drawer and dialogs`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const problems: string[] = [];
    await walkOpenedStates(await context.newPage(), request, ADMIN, async (page, state) => {
      problems.push(...(await horizontalOverflow(page)).map((p) => `${width} px ${state}: ${p}`));
    });
    await context.close();
    expect(problems.length, `horizontal overflow:\n${problems.join('\n')}`).toBe(0);
  });
}
