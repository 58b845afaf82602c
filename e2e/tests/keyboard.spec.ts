import type { Locator, Page } from '@playwright/test';
import { sellerWithProduct, signUpUser } from '../support/fixtures.js';
import { expect, test } from '../support/test.js';

/**
 * A buyer who uses only the keyboard (Tab, Shift+Tab, Enter, Space, Escape, and typing into
 * fields): signs in, opens a category, books, and pays with the test card. Every control is
 * reached by tabbing; the booking dialog takes focus, keeps it, closes on Escape and gives focus
 * back to the button that opened it.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 250 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never received focus after ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element is visibly marked (an outline or a box shadow). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== 'none' && computed.outlineWidth !== '0px',
      shadow: computed.boxShadow !== 'none',
    };
  });
  expect(style.outline || style.shadow, 'focus is visible').toBe(true);
}

test('sign in, open a category, book and pay with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Keyboard journey Zelda ${Date.now()}`;
  await sellerWithProduct('Kim Keys', title);
  const buyer = await signUpUser('buyer', 'Kai Keyboard');

  await test.step('sign in', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(buyer.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(buyer.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Login Successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  await test.step('open the category', async () => {
    const explore = page.getByRole('link', { name: 'Explore Nintendo' });
    await tabTo(page, explore);
    await expectVisibleFocus(explore);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\//);
  });

  await test.step('book: the dialog takes focus, Escape closes it and focus comes back', async () => {
    const book = page.getByRole('button', { name: `Book ${title}` });
    await tabTo(page, book);
    await expectVisibleFocus(book);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Book ${title}` });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(book).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel('Mobile number', { exact: true }));
    await page.keyboard.type('+351 912 000 111');
    await tabTo(page, dialog.getByLabel('Meeting location', { exact: true }));
    await page.keyboard.type('Rossio station');
    // Tabbing on from the last button wraps inside the dialog, never to the page behind it.
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (element) => element.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Book', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking confirmed')).toBeVisible();
    // Booked, the buyer is on its payment page; this journey goes the long way, through My Orders.
    await expect(page).toHaveURL(/\/dashboard\/payment\/.+/);
  });

  await test.step('open My Orders from the dashboard drawer and pay', async () => {
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
    const myOrders = page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' });
    await tabTo(page, myOrders);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await tabTo(page, page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Pay' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Payment for ${title}` })).toBeVisible();
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    const pay = page.getByRole('button', { name: 'Pay $40.00', exact: true });
    await expect(pay).toBeEnabled();
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  });
});
