import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './support';

// Issue 17: every slider and counter honours "reduce motion" (DESIGN.md: no autoplay, no
// count-up, no sliding). Each check runs with and without the preference, so a slider that ignores
// it fails the one and a test that could not see motion fails the other. The page's clock is
// Playwright's: time is moved forward, never waited for.

type Motion = 'reduce' | 'no-preference';

/**
 * Stops the page's clock a second from now (pausing needs a time still ahead of the page's own,
 * which flows meanwhile): from then on only `clock.runFor` moves time.
 */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

for (const motion of ['reduce', 'no-preference'] as const satisfies readonly Motion[]) {
  const reduced = motion === 'reduce';

  test.describe(`prefers-reduced-motion: ${motion}`, () => {
    test.use({ viewport: PHONE, reducedMotion: motion });
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
    });

    test(`the hero ${reduced ? 'stays on its slide' : 'moves on by itself'}`, async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const hero = page.getByRole('region', { name: 'Presentación' });
      await expect(hero.locator('.hero-frame').first()).toBeAttached();
      await freezeClock(page);
      const active = hero.locator('.hero-frame.is-active');
      await expect(active).toHaveAttribute('aria-label', '1 de 3');
      // autoplay every 6 s (1 s already went by while pausing)
      await page.clock.runFor(6_000);
      await expect(active).toHaveAttribute('aria-label', reduced ? '1 de 3' : '2 de 3');
    });

    test(`the funnel slider ${reduced ? 'neither advances nor fades' : 'advances and fades'}`, async ({ page }) => {
      await page.goto('/menuembudo');
      const slide = page.getByTestId('funnel-slide');
      await expect(slide.getByRole('img')).toBeVisible();
      await freezeClock(page);
      // auto-advance every 6 s, then a 0.5 s fade (1 s already went by while pausing)
      await page.clock.runFor(6_000);
      await expect(slide).toHaveAttribute('data-index', reduced ? '0' : '1');
      // a manual change: at once with reduced motion, after a fade otherwise
      const before = await slide.getAttribute('data-index');
      await page.getByRole('button', { name: 'Imagen siguiente' }).click();
      if (reduced) {
        await expect(slide).not.toHaveAttribute('data-index', before!);
        await expect(slide).not.toHaveClass(/is-fading/);
      } else {
        await expect(slide).toHaveClass(/is-fading/);
        await page.clock.runFor(600);
        await expect(slide).not.toHaveAttribute('data-index', before!);
      }
    });

    test(`the category carousel ${reduced ? 'jumps' : 'slides'} to the next card`, async ({ page }) => {
      await page.goto('/');
      // the hero's content arriving above would push the section away again
      await page.waitForLoadState('networkidle');
      const section = page.getByRole('region', { name: 'Categorías a tu Medida' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('.swiper-initialized')).toHaveCount(1);
      await section.getByRole('button', { name: 'Categoría siguiente' }).click();
      // Swiper writes the length of the move it starts on the wrapper (the stylesheet's reduced-motion
      // rule would cut it to 0.01 ms anyway; Swiper itself is told to jump)
      const seconds = () => section.locator('.swiper-wrapper').evaluate((w) => parseFloat(getComputedStyle(w).transitionDuration));
      if (reduced) await expect.poll(seconds).toBeLessThan(0.001);
      else await expect.poll(seconds).toBe(0.3);
    });

    test(`the years counter ${reduced ? 'shows its final value at once' : 'counts up'}`, async ({ page }) => {
      await page.goto('/contacto');
      const value = page.getByTestId('about-counter-value');
      // The pre-rendered HTML shows the server's start value until the app runs: sample the live
      // page, with its clock frozen before the counter comes into view and starts.
      await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
      await freezeClock(page);
      await value.scrollIntoViewIfNeeded();
      // every value shown on the way to 5+, a quarter of a second apart; the page's clock moves
      // 250 ms per poll, so poll often: 2.75 s of it passes well within the timeout
      const shown = new Set<string>();
      await expect
        .poll(
          async () => {
            shown.add((await value.textContent()) ?? '');
            await page.clock.runFor(250);
            return value.textContent();
          },
          { intervals: [50], timeout: 30_000 },
        )
        .toBe('5+');
      shown.delete('5+');
      if (reduced) expect([...shown]).toEqual([]);
      else expect([...shown].filter((v) => v !== '0+').length).toBeGreaterThan(0);
    });
  });
}
