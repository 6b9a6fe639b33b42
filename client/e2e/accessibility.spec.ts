import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SCREENS, routeTablePaths, type Area } from './screens';
import { createAccounts, openVisitors, visit, walkOpenedStates, type Accounts, type Viewport } from './walk';
import { DESKTOP, PHONE } from './support';

// Issue 17: axe-core (WCAG 2.1 A/AA and best practices) on every screen of the route table, at
// 390 and 1280 px, signed in where the screen needs it, and with the states that matter opened:
// the mobile menu, forms showing their errors, the admin drawer and modals. Any serious or critical
// violation fails, named by rule, element and page; the milder ones are listed in the report.

const ADMIN = { username: 'a11y-e2e', email: 'a11y-e2e@sitio.test', password: 'Clave-a11y-2030' };
// 'experimental' switches on rules axe still ships disabled, among them label-content-name-mismatch
// (a control's accessible name must contain its visible text: WCAG 2.5.3).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];
const FAILING = new Set(['serious', 'critical']);

let accounts: Accounts;

test.beforeAll(async ({ playwright }, testInfo) => {
  accounts = await createAccounts(playwright, testInfo.project.use.baseURL, ADMIN);
});

/** Serious and critical violations on the page as it is now, one line per element. */
class Audit {
  private failures: string[] = [];
  private milder = new Map<string, Set<string>>();

  async check(page: Page, label: string): Promise<void> {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of violations) {
      if (!FAILING.has(v.impact ?? '')) {
        const pages = this.milder.get(`${v.impact} ${v.id}: ${v.help}`) ?? new Set();
        this.milder.set(`${v.impact} ${v.id}: ${v.help}`, pages.add(label));
        continue;
      }
      for (const node of v.nodes) {
        this.failures.push(
          `${label} — ${v.impact} ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
        );
      }
    }
  }

  expectClean(): void {
    for (const [rule, pages] of this.milder) {
      const description = `${rule} — ${[...pages].join(', ')}`;
      test.info().annotations.push({ type: 'axe (not failing)', description });
      console.log(`axe (not failing): ${description}`);
    }
    expect(this.failures.length, `axe found serious or critical violations:\n${this.failures.join('\n')}`).toBe(0);
  }
}

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
