import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.js';

/** The widths every page is checked at: a desktop and a phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Declares `tests` at each width of WIDTHS, in a describe block titled `title` (`{width}` in it: the
 * width) whose viewport is that wide; `phone` tells the tests which width they are at.
 */
export function describeAtEachWidth(title: string, tests: (phone: boolean) => void): void {
  for (const size of WIDTHS)
    test.describe(title.replace('{width}', String(size.width)), () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      tests(size.name === 'phone');
    });
}

/** expectUsable on an open dialog (`dialog`), then closes it with Escape: no dialog is left. */
export async function expectUsableDialog(page: Page, name: string, dialog: Locator, phone: boolean): Promise<void> {
  await expectUsable(page, name, dialog, phone);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Waits for the page's content (`ready` visible, and no spinner), then runs axe and the overflow check. */
export async function expectUsable(page: Page, name: string, ready: Locator, phone: boolean): Promise<void> {
  await expect(ready).toBeVisible();
  // No spinner left (the drag-and-drop library's live region is a status that stays, and says nothing).
  await expect(page.locator('[role="status"]:not([id^="DndLiveRegion"])')).toHaveCount(0, { timeout: 15_000 });
  // A toast sliding in is half transparent: axe would measure its contrast mid-animation.
  await expect(page.locator('.Toastify__toast[class*="-enter"], .Toastify__toast[class*="-exit"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe on ${name}`).toEqual([]);
  // Elements reaching past the viewport's right edge, but for those inside a box that scrolls or
  // clips them (a wide table scrolls inside its box; the carousel clips its slides).
  const overflowing = await page.evaluate(() => {
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(element))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} ${Math.round(element.getBoundingClientRect().right)}px`,
      );
  });
  expect(overflowing, `${name} is wider than the viewport`).toEqual([]);
  if (phone)
    await page.screenshot({
      path: test.info().outputPath(`${name.replace(/[^a-z0-9]+/gi, '-')}-390.png`),
      fullPage: true,
    });
}
