import type { Page } from '@playwright/test';
import { describeAtEachWidth, expectUsable } from '../support/accessibility.js';
import {
  bookingOf,
  bookProduct,
  confirmReceived,
  payBooking,
  reportProblem,
  sellerWithProduct,
  signUpUser,
  type FreshUser,
} from '../support/fixtures.js';
import { DEMO, login, signedIn, tableRow } from '../support/site.js';
import { expect, test } from '../support/test.js';

/**
 * Sellers get paid: the buyer pays, the seller enters the buyer's handover code at the meet-up, the
 * protection window passes (3.6 s here: PROTECTION_HOURS in global-setup), the money is available on
 * the Payouts page, the seller sets up payouts with a test account number, withdraws, and the payout
 * is paid. Then every new page is checked with axe at each width.
 */

/** A new seller's product (at the fixtures' price, $40.00), booked and paid by a new buyer. */
async function paidOrder(title: string) {
  const { seller, productId } = await sellerWithProduct('Paula Payout', title);
  const buyer = await signUpUser('buyer', 'Bea Buyer');
  const bookingId = await bookProduct(buyer, productId);
  await payBooking(buyer, bookingId);
  const { handoverCode } = await bookingOf(buyer, bookingId);
  if (!handoverCode) throw new Error('a paid order has no handover code');
  return { seller, buyer, bookingId, code: handoverCode };
}

/** Reloads `page` until `check` passes: the money jobs run every second. */
async function eventually(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [1000] });
}

test('a seller is paid: the code at the meet-up, the protection window, Withdraw, paid', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `Payout journey console ${Date.now()}`;
  const { seller, buyer, code } = await paidOrder(title);

  await test.step('the buyer sees the handover code on their order', async () => {
    const page = await signedIn(browser, buyer);
    await page.goto('/dashboard/myorders');
    await expect(page.getByText('Show this code to the seller when you get the item')).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await page.context().close();
  });

  const page = await signedIn(browser, seller);
  await test.step('My Bookings shows the fee and what the seller earns; the seller enters the code', async () => {
    await page.goto('/dashboard/mybookings');
    const row = tableRow(page, title);
    // 10 % of $40.00.
    await expect(row).toContainText('$4.00');
    await expect(row).toContainText('$36.00');
    await row.getByRole('button', { name: 'Confirm handover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm handover' });
    await dialog.getByLabel('Handover code').fill(code);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Handed over');
  });

  await test.step('after the window the money is available', async () => {
    await page.goto('/dashboard/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
    const available = page
      .getByRole('term')
      .filter({ hasText: /^Available$/ })
      .locator('xpath=following-sibling::dd[1]');
    await eventually(page, () => expect(available).toHaveText('$36.00'));
  });

  await test.step('the seller sets up payouts with a test account and withdraws; the payout is paid', async () => {
    const form = page.getByRole('form', { name: 'Payout account' });
    await form.getByLabel('Legal name').fill('Paula Payout');
    await form.getByLabel('Country').selectOption('DE');
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('button', { name: 'Save payout account' }).click();
    await expect(page.getByText('Payouts on, to account ending 3000.')).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Payout of $36.00 started')).toBeVisible();
    await eventually(page, () => expect(tableRow(page, '$36.00').filter({ hasText: 'Paid' }).first()).toBeVisible());
    await expect(tableRow(page, 'Released to available')).toContainText('$36.00');
  });
  await page.context().close();
});

describeAtEachWidth('money pages at {width} px', (phone) => {
  let order: { seller: FreshUser; buyer: FreshUser; bookingId: string };
  test.beforeAll(async () => {
    const title = `Disputed console ${phone ? 'phone' : 'desktop'} ${Date.now()}`;
    const paid = await paidOrder(title);
    await confirmReceived(paid.buyer, paid.bookingId);
    await reportProblem(paid.buyer, paid.bookingId, 'The disc tray does not open.');
    order = paid;
  });

  test('the Payouts page, My Bookings with a dispute and the buyer’s order are usable', async ({ browser }) => {
    const seller = await signedIn(browser, order.seller);
    await seller.goto('/dashboard/payouts');
    await expectUsable(seller, 'payouts', seller.getByRole('form', { name: 'Payout account' }), phone);
    await seller.goto('/dashboard/mybookings');
    await expectUsable(seller, 'my bookings with a dispute', seller.getByText(/Problem reported/).first(), phone);
    await seller.context().close();

    const buyer = await signedIn(browser, order.buyer);
    await buyer.goto('/dashboard/myorders');
    await expectUsable(buyer, 'my orders with a dispute', buyer.getByText(/Problem reported/).first(), phone);
    await buyer.context().close();
  });

  test('the admin’s Disputes and Money pages are usable', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/dashboard/disputes');
    await expectUsable(page, 'disputes', page.getByRole('button', { name: 'Resolve' }).first(), phone);
    await page.goto('/dashboard/money');
    await expectUsable(page, 'money', page.getByRole('heading', { name: 'Money' }), phone);
  });
});
